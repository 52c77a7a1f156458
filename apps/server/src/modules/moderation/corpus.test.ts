import { describe, expect, it } from 'vitest';
import { measureCorpus, percent } from './measure.js';
import { moderateMessage } from './moderator.js';
import { tuningClean, tuningPersonal } from './tuning-corpus.js';

// The tuning corpus: every batch the rules were fixed against (figures per batch: `npm run bench:moderation`).
// The frozen held-out set is measured by the lead, never while rules are fixed.
describe('the moderator on the tuning corpus', () => {
  it('catches at least 97 % of personal information with at most 2 % false positives', () => {
    const figures = measureCorpus(moderateMessage, tuningPersonal, tuningClean);
    console.log(
      `moderation tuning corpus: ${figures.personal.total} personal, ${figures.clean.total} clean; ` +
        `recall ${percent(figures.recall)} (${figures.missed.length} missed), ` +
        `false positives ${percent(figures.falsePositiveRate)} (${figures.wronglyRejected.length})`,
    );
    if (figures.missed.length > 0) console.log(`missed:\n  ${figures.missed.join('\n  ')}`);
    if (figures.wronglyRejected.length > 0) console.log(`wrongly rejected:\n  ${figures.wronglyRejected.join('\n  ')}`);
    expect(figures.personal.total).toBeGreaterThanOrEqual(550);
    expect(figures.clean.total).toBeGreaterThanOrEqual(430);
    expect(figures.recall).toBeGreaterThanOrEqual(0.97);
    expect(figures.falsePositiveRate).toBeLessThanOrEqual(0.02);
  });
});
