/**
 * `npm run bench:moderation`: the moderator's figures, one line per corpus part.
 * - The tuning corpus (the batches the rules were fixed against): recall on the messages that give or ask for
 *   contact details, false positives on work talk, per batch and in all.
 * - The frozen held-out set (`heldout/`): its own `measureHeldOut(judge)` is called with the moderator, against
 *   the bar; this script never reads the set's texts.
 * - The time to judge each hostile 2,000-character message: wall-clock median and p95 and the CPU-time median of
 *   50 runs, the five slowest messages first (on a busy shared machine wall time is mostly waiting for a core).
 * Asserts nothing: moderator.test.ts and corpus.test.ts hold the limits.
 */
import { HOSTILE_MESSAGES, timeRuns } from '../apps/server/src/modules/moderation/hostile-inputs';
import { type CorpusFigures, measureCorpus, percent } from '../apps/server/src/modules/moderation/measure';
import {
  MAX_FALSE_POSITIVES,
  REQUIRED_RECALL,
  measureHeldOut,
} from '../apps/server/src/modules/moderation/heldout/figures';
import { moderateMessage } from '../apps/server/src/modules/moderation/moderator';
import { TUNING_BATCHES, tuningClean, tuningPersonal } from '../apps/server/src/modules/moderation/tuning-corpus';

const RUNS = 50;
const line = (name: string, f: Pick<CorpusFigures, 'recall' | 'falsePositiveRate' | 'personal' | 'clean'>) =>
  console.log(
    `${name.padEnd(34)} recall ${percent(f.recall).padStart(7)} (${f.personal.caught}/${f.personal.total})  ` +
      `false positives ${percent(f.falsePositiveRate).padStart(6)} (${f.clean.flagged}/${f.clean.total})`,
  );

for (const batch of TUNING_BATCHES) {
  line(`tuning: ${batch.name}`, measureCorpus(moderateMessage, batch.personal, batch.clean));
}
line('tuning: all', measureCorpus(moderateMessage, tuningPersonal, tuningClean));

// The frozen set's own measure: counts only, so this script never prints or reads an item of it. Whoever is
// tuning the rules runs `npm run bench:moderation -- --tuning-only`: the frozen set is measured once a round, at
// its end, never while rules are changed.
if (!process.argv.includes('--tuning-only')) {
  const held = measureHeldOut(moderateMessage);
  console.log(
    `${'frozen held-out'.padEnd(34)} recall ${percent(held.personal.recall).padStart(7)} ` +
      `(${held.personal.caught}/${held.personal.total})  false positives ` +
      `${percent(held.clean.falsePositiveRate).padStart(6)} (${held.clean.refused}/${held.clean.total})  ` +
      `bar: recall ≥ ${percent(REQUIRED_RECALL)}, false positives ≤ ${percent(MAX_FALSE_POSITIVES)}`,
  );
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const timings = Object.entries(HOSTILE_MESSAGES).map(([name, text]) => {
  const { wall: times, cpu } = timeRuns(moderateMessage, text, RUNS, 5);
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { name, median: quantile(times, 0.5), p95: quantile(times, 0.95), cpu: quantile(cpu, 0.5) };
});
timings.sort((a, b) => b.median - a.median);
for (const { name, median, p95, cpu } of timings.slice(0, 5)) {
  console.log(
    `hostile 2,000 chars: ${name.padEnd(38)} median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, ` +
      `CPU median ${cpu.toFixed(2)} ms (${RUNS} runs)`,
  );
}
