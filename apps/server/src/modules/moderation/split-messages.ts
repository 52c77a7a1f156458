import { moderateText, type ModerationVerdict } from './moderator.js';

/**
 * Contact details sent a piece at a time ("my number is 98765", then "43210") pass a moderator that reads one
 * message. So a new chat message is also read joined to the sender's own messages just before it in the same
 * conversation: at most SPLIT_WINDOW_MESSAGES of them, sent within SPLIT_WINDOW_MS. The other party's messages are
 * left out (they do not make the sender's detail), and so are older ones (a number in today's message and one from
 * last week are two numbers).
 */
export const SPLIT_WINDOW_MESSAGES = 3;
export const SPLIT_WINDOW_MS = 30 * 60_000;

/**
 * How much of each side of a join is read: the end of the earlier messages and the start of the new one, where a
 * split detail meets. Pieces are short; reading whole 2,000-character messages three times over would cost tens of
 * milliseconds per message, under the conversation's lock.
 */
export const SPLIT_JOIN_CHARS = 300;

const isSpace = (ch: string) => ch.trim() === '';

/** The last SPLIT_JOIN_CHARS characters, from a word's start, so no number or name is cut into a new one. */
function tail(text: string): string {
  if (text.length <= SPLIT_JOIN_CHARS) return text;
  let at = text.length - SPLIT_JOIN_CHARS;
  while (at < text.length && !isSpace(text[at]!)) at++;
  return text.slice(at + 1);
}

/** The first SPLIT_JOIN_CHARS characters, up to a word's end. */
function head(text: string): string {
  if (text.length <= SPLIT_JOIN_CHARS) return text;
  let at = SPLIT_JOIN_CHARS;
  while (at > 0 && !isSpace(text[at]!)) at--;
  return text.slice(0, at);
}

/**
 * Judges `next` after `previous` (the sender's recent messages, oldest first, each already accepted alone). It
 * refuses only what the new message completes: a join refused while the same join without the new message passes.
 * Otherwise an old pair that happens to read as a number together would block every later message. Each join is
 * linear in its length, and there are at most SPLIT_WINDOW_MESSAGES of them.
 */
export function judgeAfterPrevious(previous: readonly string[], next: string): ModerationVerdict {
  const recent = previous.slice(-SPLIT_WINDOW_MESSAGES);
  const start = head(next);
  for (let from = recent.length - 1; from >= 0; from--) {
    const before = tail(recent.slice(from).join('\n'));
    const verdict = moderateText(`${before}\n${start}`);
    if (verdict.ok) continue;
    if (moderateText(before).ok) return verdict;
  }
  return { ok: true };
}
