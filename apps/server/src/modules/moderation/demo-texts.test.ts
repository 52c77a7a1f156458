import { describe, expect, it } from 'vitest';
import { GIG_CATALOGUE } from '../demo/gig-catalogue.js';
import { CATEGORY_REVIEWS, GENERIC_REVIEWS, type ReviewPool } from '../demo/review-texts.js';
import { moderateMessage } from './moderator.js';

// Text nobody wrote for the moderator: the demo catalogue's gig descriptions and review texts are long, real
// work talk full of prices, sizes, platforms and "send me your …" phrasing. None of it holds contact details.
describe('the moderator on the demo catalogue and reviews (not written for it)', () => {
  const texts: string[] = [];
  for (const gig of GIG_CATALOGUE) {
    texts.push(gig.title, gig.shortDesc, ...gig.desc.split('\n\n'), ...gig.features);
  }
  const pools: ReviewPool[] = [...Object.values(CATEGORY_REVIEWS), GENERIC_REVIEWS];
  for (const pool of pools) {
    for (const review of [...pool.five, ...pool.four, ...pool.three, ...pool.low]) {
      texts.push(typeof review === 'string' ? review : review.text);
    }
  }

  it('passes every one of them', () => {
    const rejected = texts.flatMap((text) => {
      const verdict = moderateMessage(text);
      return verdict.ok ? [] : [`${verdict.rule}: ${text}`];
    });
    console.log(`demo texts: ${texts.length} checked, ${rejected.length} rejected`);
    expect(texts.length).toBeGreaterThan(300);
    expect(rejected).toEqual([]);
  });
});
