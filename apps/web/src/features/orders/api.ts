import type { TCreateOrderAnswer, TOrder, TPaymentProof } from '@gigbazaar/shared/schemas/orders';
import type { Api } from '../../lib/api';

const id = (orderId: string) => encodeURIComponent(orderId);

export const completeOrder = (api: Api, orderId: string, body: Record<string, unknown>) =>
  api.put<TOrder>(`/orders/complete/${id(orderId)}`, body);
export const archiveOrder = (api: Api, orderId: string) => api.del(`/orders/${id(orderId)}`);
export const approveOrder = (api: Api, orderId: string) => api.post<TOrder>(`/orders/${id(orderId)}/approve`);
export const alertSeller = (api: Api, order: TOrder, buyerUsername: string) =>
  api.post('/orders/alert-seller', {
    orderId: order._id,
    buyerUsername,
    gigTitle: order.title,
    sellerId: order.sellerId,
  });

/** The Pay page's three steps with the gateway between them (docs/product-rules.md "Payments"). */
export const createPaymentOrder = (api: Api, gigId: string, amount: number) =>
  api.post<TCreateOrderAnswer>('/orders/create-order', { gigId, amount });
export const confirmPayment = (api: Api, gatewayOrderId: string, proof: TPaymentProof) =>
  api.post<TOrder>(`/orders/confirm/${id(gatewayOrderId)}`, proof);
export const confirmPaymentIntent = (api: Api, paymentIntent: string) =>
  api.put<TOrder>('/orders', { payment_intent: paymentIntent });
