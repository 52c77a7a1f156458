import type { CorpusGroup } from './corpus.js';
import type { ModerationVerdict } from './moderator.js';

export type Judge = (text: string) => ModerationVerdict;

export interface KindFigures {
  kind: string;
  total: number;
  /** Personal groups: how many were rejected; clean groups: how many were (wrongly) rejected. */
  rejected: number;
}

export interface CorpusFigures {
  recall: number;
  falsePositiveRate: number;
  personal: { total: number; caught: number };
  clean: { total: number; flagged: number };
  perKind: KindFigures[];
  missed: string[];
  wronglyRejected: string[];
}

/** Recall on the personal groups and the false-positive rate on the clean ones, with what went wrong. */
export function measureCorpus(judge: Judge, personal: CorpusGroup[], clean: CorpusGroup[]): CorpusFigures {
  const perKind: KindFigures[] = [];
  const missed: string[] = [];
  const wronglyRejected: string[] = [];
  let caught = 0;
  let personalTotal = 0;
  let flagged = 0;
  let cleanTotal = 0;
  for (const group of personal) {
    let rejected = 0;
    for (const text of group.messages) {
      if (judge(text).ok) missed.push(`[${group.kind}] ${text}`);
      else rejected++;
    }
    perKind.push({ kind: group.kind, total: group.messages.length, rejected });
    caught += rejected;
    personalTotal += group.messages.length;
  }
  for (const group of clean) {
    let rejected = 0;
    for (const text of group.messages) {
      const verdict = judge(text);
      if (verdict.ok) continue;
      rejected++;
      wronglyRejected.push(`[${group.kind}] ${text} → ${verdict.rule}`);
    }
    perKind.push({ kind: group.kind, total: group.messages.length, rejected });
    flagged += rejected;
    cleanTotal += group.messages.length;
  }
  return {
    recall: personalTotal === 0 ? 1 : caught / personalTotal,
    falsePositiveRate: cleanTotal === 0 ? 0 : flagged / cleanTotal,
    personal: { total: personalTotal, caught },
    clean: { total: cleanTotal, flagged },
    perKind,
    missed,
    wronglyRejected,
  };
}

export const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
