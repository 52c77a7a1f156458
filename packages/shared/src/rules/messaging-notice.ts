/**
 * Who has read the messaging notice to the end in this browser (the two-step notice a conversation shows the first
 * time). Kept in a cookie rather than in local storage so that the server knows it too: it renders the notice into
 * the page's HTML for someone who has not read it, and it is on screen with the first paint instead of after the
 * page's JavaScript has run (it is the largest thing on a phone's screen). Per user, so a second account on the
 * same device sees it too; only the last few users of the browser are kept.
 */
export const MESSAGING_NOTICE_COOKIE = 'gb_msg_notice';

/** How many users one browser remembers (a shared family phone, not a kiosk). */
export const MESSAGING_NOTICE_MAX_USERS = 8;

/** A year, like any "don't show this again". */
export const MESSAGING_NOTICE_MAX_AGE_S = 365 * 86_400;

/** User ids are UUIDs; anything else in the cookie (a hand-edited value) is ignored, never written back. */
const USER_ID = /^[\da-z-]{1,64}$/i;

const idsIn = (cookie: string | undefined | null) => (cookie ?? '').split('.').filter((id) => USER_ID.test(id));

/** Whether the user has read the notice to the end in the browser this cookie value comes from. */
export function messagingNoticeSeen(cookie: string | undefined | null, userId: string): boolean {
  return USER_ID.test(userId) && idsIn(cookie).includes(userId);
}

/** The cookie's value once the user has read the notice: them last, the oldest dropped past the limit. */
export function withMessagingNoticeSeen(cookie: string | undefined | null, userId: string): string {
  const ids = idsIn(cookie).filter((id) => id !== userId);
  if (USER_ID.test(userId)) ids.push(userId);
  return ids.slice(-MESSAGING_NOTICE_MAX_USERS).join('.');
}
