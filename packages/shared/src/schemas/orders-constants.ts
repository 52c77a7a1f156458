import { ORDER_RULE_MSG, transitionFor } from '../rules/order-lifecycle';

/*
 * The plain values of schemas/orders.ts (which re-exports them), apart from its zod schemas: a screen that needs a
 * sentence, not a schema, imports this module and does not load zod before it is interactive.
 */

/** The payment and order texts users see. */
export const ORDER_MSG = {
  userNotFound: 'User not found. Please log in.',
  gigError: 'Error fetching gig details.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  paymentFailed: (description: string) => `Payment failed: ${description}`,
  initiatingFailed: (message: string) => `Error initiating payment: ${message}`,
  agreeTerms: 'Please agree to the terms and conditions before proceeding.',
  loadingOrders: (message: string) => `Error loading orders: ${message}`,
  loadingUsers: (message: string) => `Error loading users: ${message}`,
  otherUserMissing: 'Cannot find the other user',
  conversationCreateFailed: 'Failed to create conversation. Please try again.',
  conversationLoadFailed: 'Failed to load conversation. Please try again.',
  completingFailed: (message: string) => `Error completing order: ${message}`,
  completedButNotRemoved: 'Order has been marked completed, but there was an error removing it from the list...',
  alertFailed: 'Error sending alert. Please try again.',
  onlySeller: transitionFor('complete').wrongActor,
  onlyBuyer: 'Only the buyer can alert the seller about this order.',
  ownGig: 'You cannot order your own gig.',
  amountMismatch: "The amount does not match this gig's price.",
  notFound: ORDER_RULE_MSG.notFound,
  tooManyActions: 'You have taken many order actions in the last hour. Please wait a little and try again.',
  alertTooSoon: 'You already alerted the seller about this order in the last hour. Please try again later.',
  tooManyPaymentOrders:
    'You have started many payments in the last few minutes. Please wait a few minutes and try again.',
  tooManyPaymentOrdersForGig:
    'You have started many payments for this gig in the last few minutes. Please finish one or wait a few minutes.',
} as const;
