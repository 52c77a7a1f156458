import { describe, expect, it } from 'vitest';
import { isAadhaarNumber, normaliseText, verhoeffCheckDigit, verhoeffValid } from './normalise.js';
import { digitRuns, neutraliseNumbers } from './numbers.js';

describe('normaliseText', () => {
  it('folds full-width, mathematical, Indian-script, circled and keycap digits to 0–9', () => {
    expect(normaliseText('９８ 𝟗𝟖 𝟿𝟾 ९८ ৯৮ ➒➑ ①⓪ 9️⃣8️⃣')).toBe('98 98 98 98 98 98 10 98');
  });
  it('folds full-width letters and drops zero-width characters', () => {
    expect(normaliseText('ＰＲＩＹＡ＠ＧＭＡＩＬ．ＣＯＭ')).toBe('PRIYA@GMAIL.COM');
    expect(normaliseText('98\u200b76\u00ad54')).toBe('987654');
  });
  it('drops direction embeddings and isolates, invisible operators and blank Hangul fillers', () => {
    expect(normaliseText('priya\u2066@\u202Agmail.com\u2069')).toBe('priya@gmail.com');
    expect(normaliseText('9\u31648765 4\uFFA03210 \u115F\u1160\u2062x')).toBe('98765 43210 x');
  });
  it('reads look-alike Cyrillic letters as Latin ones', () => {
    expect(normaliseText('gmаil.cоm')).toBe('gmail.com');
  });
  it('cuts at 2000 characters', () => {
    expect(normaliseText('x'.repeat(2500))).toHaveLength(2000);
  });
});

describe('Verhoeff and Aadhaar', () => {
  it('accepts a correct check digit and refuses any single changed digit', () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
    const base = '23456789012';
    const full = base + verhoeffCheckDigit(base);
    expect(verhoeffValid(full)).toBe(true);
    for (let i = 0; i < full.length; i++) {
      const changed = full.slice(0, i) + String((Number(full[i]) + 1) % 10) + full.slice(i + 1);
      expect(verhoeffValid(changed)).toBe(false);
    }
  });
  it('an Aadhaar number is 12 digits starting 2–9 with a valid check digit', () => {
    expect(isAadhaarNumber('499118665246')).toBe(true);
    expect(isAadhaarNumber('499118665247')).toBe(false);
    const one = '12345678901';
    expect(isAadhaarNumber(one + verhoeffCheckDigit(one))).toBe(false);
    expect(isAadhaarNumber('49911866524')).toBe(false);
  });
});

describe('digit runs', () => {
  const groups = (text: string) => digitRuns(text).map((run) => run.groups.join(''));
  it('reads digit words, Hindi digit words, double/triple and tens', () => {
    expect(groups('nine double eight seven')).toEqual(['9887']);
    expect(groups('nau aath saat chhe')).toEqual(['9876']);
    expect(groups('six triple three four')).toEqual(['63334']);
    expect(groups('ninety eight seventy six')).toEqual(['9876']);
  });
  it('reads O and l typed for 0 and 1 inside digits only', () => {
    expect(groups('98765432l0')).toEqual(['9876543210']);
    expect(groups('hello 123')).toEqual(['123']);
  });
  it('joins groups across separators and fillers, and stops at other words', () => {
    expect(groups('98765 ... and then 43210')).toEqual(['9876543210']);
    expect(groups('15000 to 20000')).toEqual(['15000', '20000']);
  });
  it('reads dates, times, versions, prices and colours as what they are', () => {
    expect(neutraliseNumbers('12/05/2025 10:30 v2.3.1 1,49,999 ₹4999 #0f766e')).not.toMatch(/\d/);
    expect(neutraliseNumbers('98765/43210')).toBe('98765/43210');
  });
});
