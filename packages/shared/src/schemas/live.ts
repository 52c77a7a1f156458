import { z } from 'zod';
import { ZConversation, ZMessage } from './conversations';

/**
 * The events `GET /api/live` pushes (`{ type, data }`, docs/product-rules.md "Live updates"), one schema for the server
 * that publishes them and the browser that reads them. A `conversation` event is the API's Conversation without `other`
 * (it differs per party and the client already holds it).
 */
export const ZConversationState = ZConversation.omit({ other: true });
export type TConversationState = z.infer<typeof ZConversationState>;

export const ZReadEvent = z.object({
  conversationId: z.string(),
  userId: z.string(),
  readBySeller: z.boolean(),
  readByBuyer: z.boolean(),
});

export const ZTypingEvent = z.object({ conversationId: z.string(), userId: z.string(), isTyping: z.boolean() });

/** An order changed (paid, completed, released, alerted): the client refetches its orders. */
export const ZOrderEvent = z.object({ orderId: z.string(), state: z.string() }).passthrough();

/** A short notice for the user (e.g. "the buyer asked about order X"); shown as a toast. */
export const ZNotificationEvent = z.object({ text: z.string(), href: z.string().optional() }).passthrough();

export const ZLiveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), data: ZMessage }),
  z.object({ type: z.literal('conversation'), data: ZConversationState }),
  z.object({ type: z.literal('read'), data: ZReadEvent }),
  z.object({ type: z.literal('typing'), data: ZTypingEvent }),
  z.object({ type: z.literal('order'), data: ZOrderEvent }),
  z.object({ type: z.literal('notification'), data: ZNotificationEvent }),
]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
export type TLiveEventType = TLiveEvent['type'];
export type TLiveEventData<K extends TLiveEventType> = Extract<TLiveEvent, { type: K }>['data'];

export { LIVE_CLOSE } from '../constants';
