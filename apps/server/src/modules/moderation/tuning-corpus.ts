import { batch5Clean, batch5Personal } from './corpus-batch5.js';
import { batch6Clean, batch6Personal } from './corpus-batch6.js';
import { batch7Clean, batch7Personal } from './corpus-batch7.js';
import { batch8Clean, batch8Personal } from './corpus-batch8.js';
import { batch9Clean, batch9Personal } from './corpus-batch9.js';
import { batch10Clean, batch10Personal } from './corpus-batch10.js';
import { batch11Clean, batch11Personal } from './corpus-batch11.js';
import { batch12Clean, batch12Personal } from './corpus-batch12.js';
import { batch13Clean, batch13Personal } from './corpus-batch13.js';
import { batch14Clean, batch14Personal } from './corpus-batch14.js';
import { batch15Clean, batch15Personal } from './corpus-batch15.js';
import { batch16Clean, batch16Personal } from './corpus-batch16.js';
import { batch17Clean, batch17Personal } from './corpus-batch17.js';
import { batch18Clean, batch18Personal } from './corpus-batch18.js';
import { batch19Clean, batch19Personal } from './corpus-batch19.js';
import { batch20Clean, batch20Personal } from './corpus-batch20.js';
import { batch21Clean, batch21Personal } from './corpus-batch21.js';
import { batch22Clean, batch22Personal } from './corpus-batch22.js';
import { batch23Clean, batch23Personal } from './corpus-batch23.js';
import { batch24Clean, batch24Personal } from './corpus-batch24.js';
import { batch25Clean, batch25Personal } from './corpus-batch25.js';
import { batch26Clean, batch26Personal } from './corpus-batch26.js';
import { batch27Clean, batch27Personal } from './corpus-batch27.js';
import { batch28Clean, batch28Personal } from './corpus-batch28.js';
import { batch29Clean, batch29Personal } from './corpus-batch29.js';
import { disguisedPersonal, workTalk } from './corpus-disguises.js';
import { clean, personal, type CorpusGroup } from './corpus.js';

/**
 * The tuning corpus: every batch the rules were fixed against, in the order they were written. A new batch is one
 * line here; corpus.test.ts holds the whole of it to the bar and `npm run bench:moderation` prints each batch's
 * figures. The frozen held-out set (heldout/) is not part of it and is never tuned against.
 */
export const TUNING_BATCHES: readonly { name: string; personal: CorpusGroup[]; clean: CorpusGroup[] }[] = [
  { name: 'batches 1-3 (corpus.ts)', personal, clean },
  { name: 'batch 4 (disguises)', personal: disguisedPersonal, clean: workTalk },
  { name: 'batch 5', personal: batch5Personal, clean: batch5Clean },
  { name: 'batch 6', personal: batch6Personal, clean: batch6Clean },
  { name: 'batch 7', personal: batch7Personal, clean: batch7Clean },
  { name: 'batch 8', personal: batch8Personal, clean: batch8Clean },
  { name: 'batch 9', personal: batch9Personal, clean: batch9Clean },
  { name: 'batch 10', personal: batch10Personal, clean: batch10Clean },
  { name: 'batch 11', personal: batch11Personal, clean: batch11Clean },
  { name: 'batch 12', personal: batch12Personal, clean: batch12Clean },
  { name: 'batch 13', personal: batch13Personal, clean: batch13Clean },
  { name: 'batch 14', personal: batch14Personal, clean: batch14Clean },
  { name: 'batch 15', personal: batch15Personal, clean: batch15Clean },
  { name: 'batch 16', personal: batch16Personal, clean: batch16Clean },
  { name: 'batch 17', personal: batch17Personal, clean: batch17Clean },
  { name: 'batch 18', personal: batch18Personal, clean: batch18Clean },
  { name: 'batch 19', personal: batch19Personal, clean: batch19Clean },
  { name: 'batch 20', personal: batch20Personal, clean: batch20Clean },
  { name: 'batch 21', personal: batch21Personal, clean: batch21Clean },
  { name: 'batch 22', personal: batch22Personal, clean: batch22Clean },
  { name: 'batch 23', personal: batch23Personal, clean: batch23Clean },
  { name: 'batch 24', personal: batch24Personal, clean: batch24Clean },
  { name: 'batch 25', personal: batch25Personal, clean: batch25Clean },
  { name: 'batch 26', personal: batch26Personal, clean: batch26Clean },
  { name: 'batch 27', personal: batch27Personal, clean: batch27Clean },
  { name: 'batch 28', personal: batch28Personal, clean: batch28Clean },
  { name: 'batch 29', personal: batch29Personal, clean: batch29Clean },
];

export const tuningPersonal: CorpusGroup[] = TUNING_BATCHES.flatMap((batch) => batch.personal);
export const tuningClean: CorpusGroup[] = TUNING_BATCHES.flatMap((batch) => batch.clean);
