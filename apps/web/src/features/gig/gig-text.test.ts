import { describe, expect, it } from 'vitest';
import { deliveryLabel, gigMetaDescription, paragraphs, revisionsLabel } from './gig-text';

describe('paragraphs', () => {
  it('splits on blank lines and keeps single line breaks', () => {
    expect(paragraphs('First line\nstill first\n\n\nSecond\r\n\r\nThird')).toEqual([
      'First line\nstill first',
      'Second',
      'Third',
    ]);
  });
  it('ignores surrounding space and empty text', () => {
    expect(paragraphs('  \n\n  ')).toEqual([]);
  });
});

describe('labels', () => {
  it('counts days and revisions', () => {
    expect(deliveryLabel(3)).toBe('3 Days Delivery');
    expect(deliveryLabel(1)).toBe('1 Day Delivery');
    expect(revisionsLabel(2)).toBe('2 Revisions');
    expect(revisionsLabel(0)).toBe('0 Revisions');
    expect(revisionsLabel(1)).toBe('1 Revision');
  });
});

describe('gigMetaDescription', () => {
  it('is the short description and the price in rupees', () => {
    expect(gigMetaDescription({ shortDesc: 'A clean logo', desc: '', price: 149999 })).toBe(
      'A clean logo — from ₹1,49,999',
    );
  });
  it('drops the closing full stop before the price', () => {
    expect(gigMetaDescription({ shortDesc: 'A 25-page report.', desc: '', price: 15999 })).toBe(
      'A 25-page report — from ₹15,999',
    );
  });
  it('falls back to the description and keeps it short', () => {
    const text = gigMetaDescription({ shortDesc: '', desc: 'word '.repeat(100), price: 500 });
    expect(text.endsWith('… — from ₹500')).toBe(true);
    expect(text.length).toBeLessThan(170);
  });
});
