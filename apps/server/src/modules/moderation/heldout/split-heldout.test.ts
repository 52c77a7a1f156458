import { describe, expect, it } from 'vitest';
import { moderateText } from '../moderator.js';
import { judgeAfterPrevious } from '../split-messages.js';
import { HELD_OUT_SPLIT_CLEAN, HELD_OUT_SPLIT_PERSONAL, type SplitSequence } from './frozen-split-set.js';

/**
 * The split-message check on its FROZEN set (frozen-split-set.ts, written by someone who had not read the moderator
 * and never read while tuning). Measured once, 2026-11-26, after tuning on corpus-split.ts only:
 * - sequences with a detail spread over the messages: 66 of 204 refused by the one-message moderator alone, 186 of
 *   204 (91.2 %) with the check;
 * - work talk in a row: 4 of 219 refused alone (1.8 %), and the same 4 with the check (it added none).
 * These floors make any step back fail; they move up, never down. Only counts per kind are printed.
 */
export const SPLIT_CAUGHT_FLOOR = 186;
export const SPLIT_CLEAN_REFUSED_CEILING = 4;

/** Sent in order, is any message refused (alone, or with `withJoin` after the sender's previous ones)? */
function refused(sequence: SplitSequence, withJoin: boolean): boolean {
  const { messages } = sequence;
  return messages.some(
    (text, i) => !moderateText(text).ok || (withJoin && !judgeAfterPrevious(messages.slice(0, i), text).ok),
  );
}

function perKind(set: readonly SplitSequence[], withJoin: boolean) {
  const kinds = new Map<string, { total: number; refused: number }>();
  for (const sequence of set) {
    const kind = kinds.get(sequence.kind) ?? { total: 0, refused: 0 };
    kind.total++;
    if (refused(sequence, withJoin)) kind.refused++;
    kinds.set(sequence.kind, kind);
  }
  return [...kinds].map(([kind, counts]) => `${kind}: ${counts.refused}/${counts.total}`);
}

describe('the frozen split set', () => {
  it('has its size and no sequence on both sides', () => {
    expect(HELD_OUT_SPLIT_PERSONAL.length).toBe(204);
    expect(HELD_OUT_SPLIT_CLEAN.length).toBe(219);
    const keys = [...HELD_OUT_SPLIT_PERSONAL, ...HELD_OUT_SPLIT_CLEAN].map((s) => JSON.stringify(s.messages));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('catches split details at or above its floor and refuses no more work talk than its ceiling', () => {
    const caught = HELD_OUT_SPLIT_PERSONAL.filter((s) => refused(s, true)).length;
    const cleanRefused = HELD_OUT_SPLIT_CLEAN.filter((s) => refused(s, true)).length;
    console.log(
      [
        `split details caught: ${caught}/${HELD_OUT_SPLIT_PERSONAL.length}`,
        ...perKind(HELD_OUT_SPLIT_PERSONAL, true),
        `work talk refused: ${cleanRefused}/${HELD_OUT_SPLIT_CLEAN.length}`,
        ...perKind(HELD_OUT_SPLIT_CLEAN, true),
      ].join('\n'),
    );
    expect(caught).toBeGreaterThanOrEqual(SPLIT_CAUGHT_FLOOR);
    expect(cleanRefused).toBeLessThanOrEqual(SPLIT_CLEAN_REFUSED_CEILING);
  });
});
