import { describe, expect, it } from 'vitest';
import { MSG } from '@gigbazaar/shared/messages';
import { checkReview, formatReviewDate, reviewBlocker, reviewDateAttr, reviewFormError } from './review-rules';

const gig = { ownerId: 'seller', reviewerIds: ['old-buyer'] };

describe('reviewBlocker', () => {
  it('asks visitors to log in', () => {
    expect(reviewBlocker({ ...gig, userId: null })).toBe(MSG.reviewLogin);
  });
  it('stops the owner', () => {
    expect(reviewBlocker({ ...gig, userId: 'seller' })).toBe(MSG.reviewOwnGig);
  });
  it('stops a second review', () => {
    expect(reviewBlocker({ ...gig, userId: 'old-buyer' })).toBe(MSG.reviewDuplicate);
  });
  it('lets anyone else review', () => {
    expect(reviewBlocker({ ...gig, userId: 'new-buyer' })).toBeNull();
  });
  it('checks the owner before the duplicate', () => {
    expect(reviewBlocker({ ownerId: 'seller', reviewerIds: ['seller'], userId: 'seller' })).toBe(MSG.reviewOwnGig);
  });
});

describe('reviewFormError', () => {
  it('wants text', () => {
    expect(reviewFormError('', 5)).toBe(MSG.reviewBlank);
    expect(reviewFormError('   \n ', 5)).toBe(MSG.reviewBlank);
  });
  it('wants a rating from 1 to 5', () => {
    expect(reviewFormError('Great work', null)).toBe(MSG.reviewRating);
    expect(reviewFormError('Great work', 0)).toBe(MSG.reviewRating);
    expect(reviewFormError('Great work', 6)).toBe(MSG.reviewRating);
  });
  it('checks the text before the rating', () => {
    expect(reviewFormError('', null)).toBe(MSG.reviewBlank);
  });
  it('accepts a written, rated review', () => {
    expect(reviewFormError('Great work', 1)).toBeNull();
  });
});

describe('checkReview', () => {
  it('runs the five review rules in their order', () => {
    expect(checkReview({ ...gig, userId: null }, '', null)).toBe(MSG.reviewLogin);
    expect(checkReview({ ...gig, userId: 'seller' }, '', null)).toBe(MSG.reviewOwnGig);
    expect(checkReview({ ...gig, userId: 'old-buyer' }, '', null)).toBe(MSG.reviewDuplicate);
    expect(checkReview({ ...gig, userId: 'new' }, '', null)).toBe(MSG.reviewBlank);
    expect(checkReview({ ...gig, userId: 'new' }, 'Nice', null)).toBe(MSG.reviewRating);
    expect(checkReview({ ...gig, userId: 'new' }, 'Nice', 4)).toBeNull();
  });
});

describe('formatReviewDate', () => {
  it('prints the date in India', () => {
    expect(formatReviewDate('2025-03-12T10:00:00.000Z')).toBe('12 Mar 2025');
  });
  it('moves late-evening UTC times to the next Indian day', () => {
    // 19:00 UTC is 00:30 IST the next day.
    expect(formatReviewDate('2025-03-12T19:00:00.000Z')).toBe('13 Mar 2025');
    expect(formatReviewDate('2024-12-31T18:29:59.000Z')).toBe('31 Dec 2024');
    expect(formatReviewDate('2024-12-31T18:30:00.000Z')).toBe('1 Jan 2025');
  });
  it('prints nothing for an unreadable date', () => {
    expect(formatReviewDate('not a date')).toBe('');
  });
  it('gives the IST calendar date for <time>', () => {
    expect(reviewDateAttr('2025-03-12T19:00:00.000Z')).toBe('2025-03-13');
  });
});
