import { describe, expect, it } from 'vitest';
import { GIG_CATALOGUE } from '../demo/gig-catalogue.js';
import { CATEGORY_REVIEWS, GENERIC_REVIEWS, type ReviewPool } from '../demo/review-texts.js';
import { moderateText } from './moderator.js';

const filler = (length: number) => {
  const words = 'the logo comes in three colour options with source files and a short style guide for print ';
  return words.repeat(Math.ceil(length / words.length)).slice(0, length);
};

describe('moderateText on texts longer than one message', () => {
  it('catches a phone number wherever it sits, across the 2,000-character mark too', () => {
    const phone = ' call me on 98765 43210 ';
    for (const at of [0, 1_000, 1_990, 2_005, 3_900, 4_970]) {
      const text = `${filler(at)}${phone}${filler(5_000 - at - phone.length)}`;
      expect(text.length).toBe(5_000);
      const verdict = moderateText(text);
      expect(verdict.ok, `phone at ${at}`).toBe(false);
      if (!verdict.ok) expect(['phone', 'contact-request']).toContain(verdict.rule);
    }
  });

  it('passes long clean text and judges short text in one call', () => {
    expect(moderateText(filler(5_000)).ok).toBe(true);
    expect(moderateText('Pay me on gpay please').ok).toBe(false);
    expect(moderateText('Thanks, the files look great.').ok).toBe(true);
  });
});

// The demo catalogue is long, real work talk nobody wrote for the moderator; the gig API judges each text whole
// (all paragraphs of a description together), so it must pass that way too, not only paragraph by paragraph.
describe('the demo catalogue and reviews, judged as the API judges them', () => {
  it('passes every gig text and review whole', () => {
    const rejected: string[] = [];
    const judge = (what: string, text: string) => {
      const verdict = moderateText(text);
      if (!verdict.ok) rejected.push(`${what} (${verdict.rule}): ${text.slice(0, 80)}`);
    };
    for (const gig of GIG_CATALOGUE) {
      judge('title', gig.title);
      judge('short title', gig.shortTitle);
      judge('short description', gig.shortDesc);
      judge('description', gig.desc);
      judge('features', gig.features.join('\n'));
    }
    const pools: ReviewPool[] = [...Object.values(CATEGORY_REVIEWS), GENERIC_REVIEWS];
    for (const pool of pools) {
      for (const review of [...pool.five, ...pool.four, ...pool.three, ...pool.low]) {
        judge('review', typeof review === 'string' ? review : review.text);
      }
    }
    expect(rejected).toEqual([]);
  });
});
