import { randomBytes, randomUUID } from 'node:crypto';
import {
  AUTO_RELEASE_AFTER_DELIVERY_MS,
  ORDER_STATE_INFO,
  type TOrderState,
} from '@gigbazaar/shared/rules/order-lifecycle';
import type { orderEvents, orderFiles, orders, refunds, uploads } from '../../platform/db/schema';
import type { Storage } from '../../platform/storage';
import { refundLedgerRows } from '../orders/ledger';
import { GATEWAY_DECLINED } from '../refunds/refund-service';

const DAY = 24 * 60 * 60 * 1000;

type OrderInsert = typeof orders.$inferInsert & {
  id: string;
  buyerId: string;
  sellerId: string;
  pricePaise: number;
  commissionPaise: number;
  paymentIntent: string;
  createdAt: Date;
  status: TOrderState;
};
type EventInsert = typeof orderEvents.$inferInsert;

/** A gig a demo order can be made of (its row's copy fields and its delivery terms). */
export interface DemoGigForOrder {
  id: string;
  userId: string;
  title: string;
  cover: string;
  pricePaise: number;
  commissionPaise: number;
  deliveryTime: number;
  revisionNumber: number;
}

export interface DemoLifecycleRows {
  orders: OrderInsert[];
  events: EventInsert[];
  uploads: (typeof uploads.$inferInsert)[];
  files: (typeof orderFiles.$inferInsert)[];
  refunds: (typeof refunds.$inferInsert)[];
  ledger: ReturnType<typeof refundLedgerRows>;
}

/** A small PDF the demo sellers "delivered" (private: only the two parties and admins can open it). */
function deliveryPdf(title: string): Buffer {
  const text = `GigBazaar demo delivery: ${title.replace(/[()\\]/g, '')}`;
  const stream = `BT /F1 14 Tf 56 780 Td (${text}) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n` +
      `4 0 obj<</Length ${stream.length}>>stream\n${stream}\nendstream endobj\n` +
      `5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY);

/**
 * The lifecycle's demo: for one demo buyer, an order in each state the order page shows (docs/product-rules.md
 * "Order lifecycle"), with its timeline: delivered with a file and awaiting approval, in revision, late (more than a
 * day past due, so the buyer may cancel), cancelled and refunded (the refund processed and booked), one open
 * dispute, and a cancelled order whose refund the gateway refused (for the admins' refunds page). The caller inserts the rows, with each order's payment, in its own transaction.
 */
export async function planLifecycleDemo(
  storage: Storage,
  buyerId: string,
  gigsToUse: DemoGigForOrder[],
  now: Date,
): Promise<DemoLifecycleRows> {
  const out: DemoLifecycleRows = { orders: [], events: [], uploads: [], files: [], refunds: [], ledger: [] };
  const [deliveredGig, revisionGig, lateGig, cancelledGig, disputedGig, failedRefundGig] = gigsToUse;

  const order = (gig: DemoGigForOrder, status: TOrderState, createdAt: Date, extra: Partial<OrderInsert> = {}) => {
    const row: OrderInsert = {
      id: randomUUID(),
      gigId: gig.id,
      buyerId,
      sellerId: gig.userId,
      title: gig.title,
      img: gig.cover,
      pricePaise: gig.pricePaise,
      commissionPaise: gig.commissionPaise,
      paymentIntent: `pay_demo_${randomBytes(9).toString('hex')}`,
      status,
      isCompleted: ORDER_STATE_INFO[status].isCompleted,
      deliveryDays: gig.deliveryTime,
      revisionsLeft: gig.revisionNumber,
      dueAt: at(createdAt, gig.deliveryTime),
      createdAt,
      ...extra,
    };
    out.orders.push(row);
    out.events.push({ id: randomUUID(), orderId: row.id, at: createdAt, actor: 'system', type: 'paid' });
    return row;
  };
  const event = (o: OrderInsert, e: Omit<EventInsert, 'orderId' | 'id'>) =>
    out.events.push({ id: randomUUID(), orderId: o.id, ...e });
  const deliver = async (o: OrderInsert, when: Date, message: string) => {
    const url = await storage.put('private', `demo/delivery-${o.id}.pdf`, deliveryPdf(o.title));
    const pdf = deliveryPdf(o.title);
    out.uploads.push({
      ownerId: o.sellerId,
      url,
      visibility: 'private',
      contentType: 'application/pdf',
      bytes: pdf.length,
    });
    out.files.push({ orderId: o.id, url, createdAt: when });
    event(o, { at: when, actor: 'seller', actorId: o.sellerId, type: 'complete', message, files: [url] });
  };

  if (deliveredGig) {
    const delivered = at(now, -2);
    const o = order(deliveredGig, 'completed', at(delivered, -deliveredGig.deliveryTime + 1), {
      completedAt: delivered,
      releaseAt: new Date(delivered.getTime() + AUTO_RELEASE_AFTER_DELIVERY_MS),
    });
    await deliver(o, delivered, 'Here is the finished work, as we discussed. The file has everything in one place.');
  }
  if (revisionGig) {
    const created = at(now, -(revisionGig.deliveryTime + 2));
    const o = order(revisionGig, 'in_revision', created, {
      completedAt: at(now, -2),
      revisionsLeft: Math.max(0, revisionGig.revisionNumber - 1),
      dueAt: at(now, revisionGig.deliveryTime - 1),
    });
    await deliver(o, at(now, -2), 'First version attached. Tell me what you would like changed.');
    event(o, {
      at: at(now, -1),
      actor: 'buyer',
      actorId: buyerId,
      type: 'revision',
      message: 'Lovely start. Could the colours be warmer, and the heading a little larger?',
    });
  }
  if (lateGig) {
    // Three days past due: late, and more than a day late, so the buyer may cancel it alone.
    order(lateGig, 'paid', at(now, -(lateGig.deliveryTime + 3)));
  }
  /**
   * Cancelled by agreement: refunded and booked, or (`failed`) refused by the gateway and waiting for an admin's
   * retry on /admin/refunds, so the order still says "Refund pending" and the admins' list is not empty.
   */
  const cancelled = (gig: DemoGigForOrder, created: Date, refund: 'processed' | 'failed') => {
    const o = order(gig, 'cancelled', created, { cancelledAt: at(created, 2) });
    const reason = 'My plans changed and I no longer need this. Sorry for the trouble.';
    event(o, { at: at(created, 1), actor: 'buyer', actorId: buyerId, type: 'cancellation', message: reason });
    event(o, {
      at: at(created, 2),
      actor: 'seller',
      actorId: o.sellerId,
      type: 'cancellation_accept',
      message: reason,
      amountPaise: o.pricePaise,
    });
    const refundId = randomUUID();
    out.refunds.push({
      id: refundId,
      idempotencyKey: `${o.id}:cancel`,
      orderId: o.id,
      paymentId: o.paymentIntent,
      buyerId,
      amountPaise: o.pricePaise,
      reason: 'cancelled',
      status: refund,
      gatewayRefundId: `rfnd_demo_${randomBytes(7).toString('hex')}`,
      createdAt: at(created, 2),
      updatedAt: at(created, 3),
      ...(refund === 'processed' ? { processedAt: at(created, 3) } : { lastError: GATEWAY_DECLINED }),
    });
    if (refund === 'processed') {
      out.ledger.push(...refundLedgerRows({ orderId: o.id, buyerId, refundId, amountPaise: o.pricePaise }));
    }
  };
  if (cancelledGig) cancelled(cancelledGig, at(now, -10), 'processed');
  if (failedRefundGig) cancelled(failedRefundGig, at(now, -6), 'failed');
  if (disputedGig) {
    const delivered = at(now, -4);
    const o = order(disputedGig, 'disputed', at(now, -(disputedGig.deliveryTime + 5)), {
      completedAt: delivered,
      disputeBy: 'buyer',
      disputeReason: 'The delivery does not match the gig: half of the promised pages are missing.',
      disputedAt: at(now, -3),
    });
    await deliver(o, delivered, 'Delivered. Everything is in the attached file.');
    event(o, {
      at: at(now, -3),
      actor: 'buyer',
      actorId: buyerId,
      type: 'dispute',
      message: 'The delivery does not match the gig: half of the promised pages are missing.',
    });
  }
  return out;
}

/** The timeline every plain demo order already has: paid, and delivered and released where it was. */
export function plainOrderEvents(o: {
  id: string;
  sellerId: string;
  createdAt?: Date | null;
  completedAt?: Date | null;
  releasedAt?: Date | null;
}): EventInsert[] {
  const events: EventInsert[] = [
    { id: randomUUID(), orderId: o.id, at: o.createdAt ?? new Date(), actor: 'system', type: 'paid' },
  ];
  if (o.completedAt) {
    events.push({
      id: randomUUID(),
      orderId: o.id,
      at: o.completedAt,
      actor: 'seller',
      actorId: o.sellerId,
      type: 'complete',
    });
  }
  if (o.releasedAt) {
    events.push({ id: randomUUID(), orderId: o.id, at: o.releasedAt, actor: 'system', type: 'release' });
  }
  return events;
}
