import { describe, expect, it } from 'vitest';
import { REDACTED, redactForMail } from './mail-redact';

describe('redactForMail', () => {
  it('removes links, e-mail addresses, UPI ids and phone-like numbers', () => {
    const hostile: Array<[string, string]> = [
      ['Call me on 98765 43210 for the files', `Call me on ${REDACTED} for the files`],
      ['+91-98765-43210', REDACTED],
      ['+91 (987) 654.3210 anytime', `${REDACTED} anytime`],
      ['whatsapp ९८७६५४३२१० please', `whatsapp ${REDACTED} please`], // Devanagari digits
      ['full width ９８７６５４３２１０', `full width ${REDACTED}`],
      ['Aadhaar 2345 6789 0123', `Aadhaar ${REDACTED}`],
      ['pay rahul99@okaxis now', `pay ${REDACTED} now`],
      ['mail me: Priya.Designs+work@Gmail.com.', `mail me: ${REDACTED}`],
      ['see https://evil.example/phish?x=1 now', `see ${REDACTED} now`],
      ['HTTP://EVIL.IN', REDACTED],
      ['hxxps://evil[.]in', REDACTED],
      ['visit www.mystudio.co.in!', `visit ${REDACTED}`],
      ['portfolio at (priyadesigns.in/work).', `portfolio at ${REDACTED}`],
      ['bit.ly/3abcD for the rest', `${REDACTED} for the rest`],
      ['priya [at] gmail [dot] com', `${REDACTED} ${REDACTED} ${REDACTED} ${REDACTED} ${REDACTED}`],
      ['t.me/priya_designs', REDACTED],
    ];
    for (const [input, expected] of hostile) expect(redactForMail(input), input).toBe(expected);
  });

  it('keeps ordinary work talk: prices, dates, sizes, versions and file names', () => {
    for (const ok of [
      'Delivered the logo in 3 colours, ₹1,49,999 total, on 23/11/2026.',
      'Final files: logo.ai, cut.mov and brand-guide.pdf (v2.1).',
      'The video is 1920x1080 at 30 fps; revision 2 of 3.',
      'Thanks a lot! Let me know if anything needs a change.',
      'Order #4521 done in 2 days.',
    ]) {
      expect(redactForMail(ok), ok).toBe(ok.normalize('NFKC'));
    }
  });

  it('stays linear on hostile input (100 KB of near-misses in well under a second)', () => {
    const samples = [
      '1-'.repeat(50_000),
      'a.'.repeat(50_000),
      `a${'!'.repeat(100_000)}b`,
      `${'x'.repeat(100_000)}@`,
      '12345678 '.repeat(11_000),
      '[at]'.repeat(25_000),
    ];
    for (const sample of samples) {
      const started = performance.now();
      redactForMail(sample);
      expect(performance.now() - started, sample.slice(0, 12)).toBeLessThan(500);
    }
  });
});
