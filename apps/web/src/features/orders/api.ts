import type { TCreateOrderAnswer, TOrder, TPaymentProof } from '@gigbazaar/shared/schemas/orders';
import type { TOrderAction } from '@gigbazaar/shared/rules/order-lifecycle';
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

/** The actions a party takes on the order page, and the call each is (the admin's decisions are on their screen). */
export type TPartyAction = Exclude<
  TOrderAction,
  | 'release'
  | 'extension_grant'
  | 'cancellation_lapse'
  | 'suspension_dispute'
  | 'decide_release'
  | 'decide_refund'
  | 'decide_split'
>;

const ACTION_PATHS: Record<TPartyAction, string> = {
  complete: '',
  revision: 'revision',
  approve: 'approve',
  extension: 'extension',
  extension_accept: 'extension/accept',
  extension_decline: 'extension/decline',
  cancellation: 'cancellation',
  cancellation_accept: 'cancellation/accept',
  cancellation_decline: 'cancellation/decline',
  cancel: 'cancel',
  dispute: 'dispute',
};

export const isPartyAction = (action: TOrderAction): action is TPartyAction => action in ACTION_PATHS;

/** Takes one lifecycle action on an order: the spec's PUT for a delivery, POST /orders/{id}/{action} for the rest. */
export const takeOrderAction = (api: Api, orderId: string, action: TPartyAction, body: Record<string, unknown> = {}) =>
  action === 'complete'
    ? api.put<TOrder>(`/orders/complete/${id(orderId)}`, body)
    : api.post<TOrder>(`/orders/${id(orderId)}/${ACTION_PATHS[action]}`, body);

/** The Pay page's three steps with the gateway between them (docs/product-rules.md "Payments"). */
export const createPaymentOrder = (api: Api, gigId: string, amount: number) =>
  api.post<TCreateOrderAnswer>('/orders/create-order', { gigId, amount });
export const confirmPayment = (api: Api, gatewayOrderId: string, proof: TPaymentProof) =>
  api.post<TOrder>(`/orders/confirm/${id(gatewayOrderId)}`, proof);
export const confirmPaymentIntent = (api: Api, paymentIntent: string) =>
  api.put<TOrder>('/orders', { payment_intent: paymentIntent });
