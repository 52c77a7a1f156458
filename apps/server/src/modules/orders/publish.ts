import type { Deps } from '../../platform/deps';

/**
 * The live events of orders: an `order` event to both parties (their Orders screens and dashboards refetch) and,
 * for whoever has something new to do, a `notification` (a toast with a link).
 */
interface OrderParties {
  id: string;
  buyerId: string;
  sellerId: string;
  status: string;
  title: string;
}

export function publishOrderChanged(deps: Deps, order: OrderParties) {
  deps.bus.publish([order.buyerId, order.sellerId], {
    type: 'order',
    data: { orderId: order.id, state: order.status },
  });
}

export function notify(deps: Deps, userId: string, text: string, href = '/orders') {
  deps.bus.publish([userId], { type: 'notification', data: { text, href } });
}

export function publishOrderPlaced(deps: Deps, order: OrderParties) {
  publishOrderChanged(deps, order);
  notify(deps, order.sellerId, `New order: ${order.title}`);
}
