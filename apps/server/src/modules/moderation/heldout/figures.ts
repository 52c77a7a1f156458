import { HELD_OUT_CLEAN, HELD_OUT_PERSONAL, type HeldOutItem } from './frozen-set.js';

/** The bar for the frozen set: at least 97 % of disguised details caught… */
export const REQUIRED_RECALL = 0.97;
/** …and at most 2 % of ordinary work talk refused. */
export const MAX_FALSE_POSITIVES = 0.02;

/**
 * Where the moderator stands on the frozen set today (2026-11-26, after tuning batches 18–22 on the tuning corpus
 * only, and unchanged after batches 23–29): 502 of 517 caught (97.1 %), 2 of 475 refused (0.4 %). Before that round: 498 (96.3 %) and 3 (0.6 %);
 * before rounds 13–17: 484 (93.6 %) and 3 (0.6 %); before rounds 7–12: 458 (88.6 %) and 15 (3.2 %). Both bars
 * above are met, recall with no margin (502 is the bar); these floors make any step back fail, and move up
 * (never down) when a tuning round, made without reading this set, does better.
 */
export const RECALL_FLOOR = 502 / 517;
export const FALSE_POSITIVE_CEILING = 2 / 475;

/** Anything that answers like `moderateMessage`: `ok: false` means the text is refused. */
export type HeldOutJudge = (text: string) => { readonly ok: boolean };

export interface KindFigure {
  readonly kind: string;
  readonly total: number;
  /** Personal items refused (recall) or clean items refused (false positives). */
  readonly refused: number;
  /** refused / total */
  readonly rate: number;
}

export interface HeldOutFigures {
  readonly personal: {
    readonly total: number;
    readonly caught: number;
    readonly missed: number;
    readonly recall: number;
    readonly perKind: readonly KindFigure[];
  };
  readonly clean: {
    readonly total: number;
    readonly refused: number;
    readonly falsePositiveRate: number;
    readonly perKind: readonly KindFigure[];
  };
  readonly meetsThresholds: boolean;
}

const ratio = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);

function perKind(items: readonly HeldOutItem[], refused: readonly boolean[]): KindFigure[] {
  const byKind = new Map<string, { total: number; refused: number }>();
  items.forEach((item, i) => {
    const entry = byKind.get(item.kind) ?? { total: 0, refused: 0 };
    entry.total += 1;
    if (refused[i]) entry.refused += 1;
    byKind.set(item.kind, entry);
  });
  return [...byKind].map(([kind, { total, refused: count }]) => ({
    kind,
    total,
    refused: count,
    rate: ratio(count, total),
  }));
}

/**
 * Runs the judge over the frozen set and returns counts and rates only — never which items failed, so that
 * whoever tunes the rules cannot learn the frozen items from the figures.
 */
export function measureHeldOut(
  judge: HeldOutJudge,
  sets: { personal: readonly HeldOutItem[]; clean: readonly HeldOutItem[] } = {
    personal: HELD_OUT_PERSONAL,
    clean: HELD_OUT_CLEAN,
  },
): HeldOutFigures {
  const personalRefused = sets.personal.map((item) => !judge(item.text).ok);
  const cleanRefused = sets.clean.map((item) => !judge(item.text).ok);
  const caught = personalRefused.filter(Boolean).length;
  const cleanRefusedCount = cleanRefused.filter(Boolean).length;
  const recall = ratio(caught, sets.personal.length);
  const falsePositiveRate = ratio(cleanRefusedCount, sets.clean.length);
  return {
    personal: {
      total: sets.personal.length,
      caught,
      missed: sets.personal.length - caught,
      recall,
      perKind: perKind(sets.personal, personalRefused),
    },
    clean: {
      total: sets.clean.length,
      refused: cleanRefusedCount,
      falsePositiveRate,
      perKind: perKind(sets.clean, cleanRefused),
    },
    meetsThresholds: recall >= REQUIRED_RECALL && falsePositiveRate <= MAX_FALSE_POSITIVES,
  };
}

const percent = (rate: number): string => `${(rate * 100).toFixed(1)} %`;

/** The figures as a plain-text table, for the held-out test and a benchmark line to print alike. */
export function formatHeldOutFigures(figures: HeldOutFigures): string {
  const width = Math.max(...[...figures.personal.perKind, ...figures.clean.perKind].map((k) => k.kind.length), 10);
  const row = (kind: string, count: string, rate: string): string =>
    `  ${kind.padEnd(width)}  ${count.padStart(9)}  ${rate.padStart(7)}`;
  const { personal, clean } = figures;
  return [
    'Frozen held-out set — personal details (recall: share refused)',
    row('kind', 'caught', 'recall'),
    ...personal.perKind.map((k) => row(k.kind, `${k.refused}/${k.total}`, percent(k.rate))),
    row('ALL', `${personal.caught}/${personal.total}`, percent(personal.recall)),
    '',
    'Frozen held-out set — clean work talk (false positives: share refused)',
    row('kind', 'refused', 'FP'),
    ...clean.perKind.map((k) => row(k.kind, `${k.refused}/${k.total}`, percent(k.rate))),
    row('ALL', `${clean.refused}/${clean.total}`, percent(clean.falsePositiveRate)),
    '',
    `recall ${percent(personal.recall)} (required ≥ ${percent(REQUIRED_RECALL)}), ` +
      `false positives ${percent(clean.falsePositiveRate)} (allowed ≤ ${percent(MAX_FALSE_POSITIVES)})`,
  ].join('\n');
}
