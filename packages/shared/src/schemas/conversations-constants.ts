/*
 * The plain values of schemas/conversations.ts (which re-exports them), apart from its zod schemas: the conversation
 * screen and Contact Me need these, not the schemas, and do not load zod before they are interactive.
 */

/** A message is 1–2000 characters after trimming. */
export const MESSAGE_MAX = 2000;
/** A typing flag older than this counts as not typing. */
export const TYPING_TTL_MS = 2000;
/** Messages one user may post per minute (bursts of chat are fine; a script flooding a partner is not). */
export const MESSAGES_PER_MINUTE = 30;
/**
 * New conversations one user may start per hour: a buyer comparing sellers in a busy hour (or an agency placing work
 * with many) is fine; a script opening a conversation (a row, and a live event to its target) with every user is
 * not. Opening an existing one is free. High enough that no honest pace meets it.
 */
export const CONVERSATIONS_PER_HOUR = 100;
/**
 * Typing flags one user may set per minute. The web client re-sends one at most every TYPING_TTL_MS / 2 while the
 * user types, plus one "stopped" per pause: about 60 a minute of steady typing. Past this, flags are dropped.
 */
export const TYPING_FLAGS_PER_MINUTE = 90;

export const CONVERSATION_MSG = {
  self: 'You cannot message yourself.',
  userNotFound: 'We could not find that user.',
  notFound: 'We could not find that conversation.',
  notParty: 'You can only see and send messages in your own conversations.',
  closed: 'This account has been closed, so it can no longer receive messages.',
  blank: 'Please write a message.',
  tooLong: `A message can be at most ${MESSAGE_MAX} characters.`,
  personalInformation: 'Please do not ask or give personal information',
  tooFast: 'You are sending messages too quickly. Please wait a minute and try again.',
  tooManyNew: 'You have started many conversations in the last hour. Please try again later.',
  afterInvalid: 'after must be the id of a message in this conversation or an ISO date and time.',
} as const;
