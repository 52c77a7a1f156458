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
 * Judges `next` after `previous` (the sender's recent messages, oldest first, each already accepted alone). It
 * refuses only what the new message completes: a join refused while the same join without the new message passes.
 * Otherwise an old pair that happens to read as a number together would block every later message. Each join is
 * linear in its length, and there are at most SPLIT_WINDOW_MESSAGES of them.
 */
export function judgeAfterPrevious(previous: readonly string[], next: string): ModerationVerdict {
  const recent = previous.slice(-SPLIT_WINDOW_MESSAGES);
  for (let from = recent.length - 1; from >= 0; from--) {
    const before = recent.slice(from).join('\n');
    const verdict = moderateText(`${before}\n${next}`);
    if (verdict.ok) continue;
    if (moderateText(before).ok) return verdict;
  }
  return { ok: true };
}
