import { beforeAll, describe, expect, it } from 'vitest';
import { moderateMessage } from '../index.js';
import {
  formatHeldOutFigures,
  MAX_FALSE_POSITIVES,
  measureHeldOut,
  REQUIRED_RECALL,
  RECALL_FLOOR,
  FALSE_POSITIVE_CEILING,
  type HeldOutFigures,
} from './figures.js';
import { HELD_OUT_CLEAN, HELD_OUT_PERSONAL } from './frozen-set.js';

describe('measureHeldOut', () => {
  const personal = [
    { kind: 'a', text: 'BAD one' },
    { kind: 'a', text: 'fine' },
    { kind: 'b', text: 'BAD two' },
  ];
  const clean = [
    { kind: 'c', text: 'hello' },
    { kind: 'c', text: 'BAD but innocent' },
    { kind: 'd', text: 'thanks' },
    { kind: 'd', text: 'ok' },
  ];
  const judge = (text: string) => ({ ok: !text.startsWith('BAD') });

  it('counts recall and false positives overall and per kind', () => {
    const figures = measureHeldOut(judge, { personal, clean });
    expect(figures.personal).toMatchObject({ total: 3, caught: 2, missed: 1 });
    expect(figures.personal.recall).toBeCloseTo(2 / 3);
    expect(figures.personal.perKind).toEqual([
      { kind: 'a', total: 2, refused: 1, rate: 0.5 },
      { kind: 'b', total: 1, refused: 1, rate: 1 },
    ]);
    expect(figures.clean).toMatchObject({ total: 4, refused: 1, falsePositiveRate: 0.25 });
    expect(figures.clean.perKind).toEqual([
      { kind: 'c', total: 2, refused: 1, rate: 0.5 },
      { kind: 'd', total: 2, refused: 0, rate: 0 },
    ]);
    expect(figures.meetsThresholds).toBe(false);
  });

  it('passes a judge that is right on every item, and the table holds counts only', () => {
    const perfect = (text: string) => ({ ok: !personal.some((p) => p.text === text) });
    const figures = measureHeldOut(perfect, { personal, clean });
    expect(figures.meetsThresholds).toBe(true);
    const table = formatHeldOutFigures(figures);
    expect(table).toContain('3/3');
    for (const item of [...personal, ...clean]) expect(table).not.toContain(item.text);
  });
});

describe('the frozen set', () => {
  it('has the size the issue asks for and no text on both sides', () => {
    expect(HELD_OUT_PERSONAL.length).toBeGreaterThanOrEqual(500);
    expect(HELD_OUT_CLEAN.length).toBeGreaterThanOrEqual(450);
    const texts = [...HELD_OUT_PERSONAL, ...HELD_OUT_CLEAN].map((item) => item.text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

// Prints counts per kind only: listing the items that fail would teach them to whoever tunes the rules.
describe("today's moderator on the frozen held-out set", () => {
  let figures: HeldOutFigures;
  beforeAll(() => {
    figures = measureHeldOut(moderateMessage);
    console.log(formatHeldOutFigures(figures));
  });

  // The figures are printed against the bar (REQUIRED_RECALL, MAX_FALSE_POSITIVES), which today's floors meet
  // (recall with no margin); the test holds those floors so that no change makes the moderator worse on text
  // nobody tuned it on.
  it('catches no fewer of the disguised personal details than today (at least the 97 % bar)', () => {
    console.log(
      `held-out recall ${(figures.personal.recall * 100).toFixed(1)} % (bar ${REQUIRED_RECALL * 100} %), ` +
        `false positives ${(figures.clean.falsePositiveRate * 100).toFixed(1)} % (bar ${MAX_FALSE_POSITIVES * 100} %)`,
    );
    expect(figures.personal.recall).toBeGreaterThanOrEqual(RECALL_FLOOR - 1e-9);
  });

  it('refuses no more of the ordinary work talk than today (within the 2 % bar)', () => {
    expect(figures.clean.falsePositiveRate).toBeLessThanOrEqual(FALSE_POSITIVE_CEILING + 1e-9);
  });
});
