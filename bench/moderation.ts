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
import { batch5Clean, batch5Personal } from '../apps/server/src/modules/moderation/corpus-batch5';
import { batch6Clean, batch6Personal } from '../apps/server/src/modules/moderation/corpus-batch6';
import { batch7Clean, batch7Personal } from '../apps/server/src/modules/moderation/corpus-batch7';
import { batch8Clean, batch8Personal } from '../apps/server/src/modules/moderation/corpus-batch8';
import { batch9Clean, batch9Personal } from '../apps/server/src/modules/moderation/corpus-batch9';
import { batch10Clean, batch10Personal } from '../apps/server/src/modules/moderation/corpus-batch10';
import { batch11Clean, batch11Personal } from '../apps/server/src/modules/moderation/corpus-batch11';
import { batch12Clean, batch12Personal } from '../apps/server/src/modules/moderation/corpus-batch12';
import { batch13Clean, batch13Personal } from '../apps/server/src/modules/moderation/corpus-batch13';
import { batch14Clean, batch14Personal } from '../apps/server/src/modules/moderation/corpus-batch14';
import { batch15Clean, batch15Personal } from '../apps/server/src/modules/moderation/corpus-batch15';
import { batch16Clean, batch16Personal } from '../apps/server/src/modules/moderation/corpus-batch16';
import { batch17Clean, batch17Personal } from '../apps/server/src/modules/moderation/corpus-batch17';
import { batch18Clean, batch18Personal } from '../apps/server/src/modules/moderation/corpus-batch18';
import { batch19Clean, batch19Personal } from '../apps/server/src/modules/moderation/corpus-batch19';
import { batch20Clean, batch20Personal } from '../apps/server/src/modules/moderation/corpus-batch20';
import { batch21Clean, batch21Personal } from '../apps/server/src/modules/moderation/corpus-batch21';
import { batch22Clean, batch22Personal } from '../apps/server/src/modules/moderation/corpus-batch22';
import { batch23Clean, batch23Personal } from '../apps/server/src/modules/moderation/corpus-batch23';
import { batch24Clean, batch24Personal } from '../apps/server/src/modules/moderation/corpus-batch24';
import { batch25Clean, batch25Personal } from '../apps/server/src/modules/moderation/corpus-batch25';
import { batch26Clean, batch26Personal } from '../apps/server/src/modules/moderation/corpus-batch26';
import { batch27Clean, batch27Personal } from '../apps/server/src/modules/moderation/corpus-batch27';
import { batch28Clean, batch28Personal } from '../apps/server/src/modules/moderation/corpus-batch28';
import { batch29Clean, batch29Personal } from '../apps/server/src/modules/moderation/corpus-batch29';
import { disguisedPersonal, workTalk } from '../apps/server/src/modules/moderation/corpus-disguises';
import { clean, personal } from '../apps/server/src/modules/moderation/corpus';
import { HOSTILE_MESSAGES, timeRuns } from '../apps/server/src/modules/moderation/hostile-inputs';
import { type CorpusFigures, measureCorpus, percent } from '../apps/server/src/modules/moderation/measure';
import {
  MAX_FALSE_POSITIVES,
  REQUIRED_RECALL,
  measureHeldOut,
} from '../apps/server/src/modules/moderation/heldout/figures';
import { moderateMessage } from '../apps/server/src/modules/moderation/moderator';

const RUNS = 50;
const line = (name: string, f: Pick<CorpusFigures, 'recall' | 'falsePositiveRate' | 'personal' | 'clean'>) =>
  console.log(
    `${name.padEnd(34)} recall ${percent(f.recall).padStart(7)} (${f.personal.caught}/${f.personal.total})  ` +
      `false positives ${percent(f.falsePositiveRate).padStart(6)} (${f.clean.flagged}/${f.clean.total})`,
  );

const parts = {
  'tuning: batches 1-3 (corpus.ts)': [personal, clean],
  'tuning: batch 4 (disguises)': [disguisedPersonal, workTalk],
  'tuning: batch 5': [batch5Personal, batch5Clean],
  'tuning: batch 6': [batch6Personal, batch6Clean],
  'tuning: batch 7': [batch7Personal, batch7Clean],
  'tuning: batch 8': [batch8Personal, batch8Clean],
  'tuning: batch 9': [batch9Personal, batch9Clean],
  'tuning: batch 10': [batch10Personal, batch10Clean],
  'tuning: batch 11': [batch11Personal, batch11Clean],
  'tuning: batch 12': [batch12Personal, batch12Clean],
  'tuning: batch 13': [batch13Personal, batch13Clean],
  'tuning: batch 14': [batch14Personal, batch14Clean],
  'tuning: batch 15': [batch15Personal, batch15Clean],
  'tuning: batch 16': [batch16Personal, batch16Clean],
  'tuning: batch 17': [batch17Personal, batch17Clean],
  'tuning: batch 18': [batch18Personal, batch18Clean],
  'tuning: batch 19': [batch19Personal, batch19Clean],
  'tuning: batch 20': [batch20Personal, batch20Clean],
  'tuning: batch 21': [batch21Personal, batch21Clean],
  'tuning: batch 22': [batch22Personal, batch22Clean],
  'tuning: batch 23': [batch23Personal, batch23Clean],
  'tuning: batch 24': [batch24Personal, batch24Clean],
  'tuning: batch 25': [batch25Personal, batch25Clean],
  'tuning: batch 26': [batch26Personal, batch26Clean],
  'tuning: batch 27': [batch27Personal, batch27Clean],
  'tuning: batch 28': [batch28Personal, batch28Clean],
  'tuning: batch 29': [batch29Personal, batch29Clean],
  'tuning: all': [
    [
      ...personal,
      ...disguisedPersonal,
      ...batch5Personal,
      ...batch6Personal,
      ...batch7Personal,
      ...batch8Personal,
      ...batch9Personal,
      ...batch10Personal,
      ...batch11Personal,
      ...batch12Personal,
      ...batch13Personal,
      ...batch14Personal,
      ...batch15Personal,
      ...batch16Personal,
      ...batch17Personal,
      ...batch18Personal,
      ...batch19Personal,
      ...batch20Personal,
      ...batch21Personal,
      ...batch22Personal,
      ...batch23Personal,
      ...batch24Personal,
      ...batch25Personal,
      ...batch26Personal,
      ...batch27Personal,
      ...batch28Personal,
      ...batch29Personal,
    ],
    [
      ...clean,
      ...workTalk,
      ...batch5Clean,
      ...batch6Clean,
      ...batch7Clean,
      ...batch8Clean,
      ...batch9Clean,
      ...batch10Clean,
      ...batch11Clean,
      ...batch12Clean,
      ...batch13Clean,
      ...batch14Clean,
      ...batch15Clean,
      ...batch16Clean,
      ...batch17Clean,
      ...batch18Clean,
      ...batch19Clean,
      ...batch20Clean,
      ...batch21Clean,
      ...batch22Clean,
      ...batch23Clean,
      ...batch24Clean,
      ...batch25Clean,
      ...batch26Clean,
      ...batch27Clean,
      ...batch28Clean,
      ...batch29Clean,
    ],
  ],
} as const;
for (const [name, [p, c]] of Object.entries(parts)) line(name, measureCorpus(moderateMessage, [...p], [...c]));

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
