import { describe, expect, it } from 'vitest';
import { timeRuns } from './hostile-inputs.js';
import { REDACTED, redactContactDetails } from './redact.js';

describe('redactContactDetails', () => {
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
    for (const [input, expected] of hostile) expect(redactContactDetails(input), input).toBe(expected);
  });

  it('removes disguised details the shapes miss, by the sentence, and keeps the sentences around them', () => {
    const disguised: Array<[string, string]> = [
      [
        'Logo delivered. Call nine eight seven six five four three two one zero. Thanks!',
        `Logo delivered. ${REDACTED} Thanks!`,
      ],
      ['Files attached.\nमेरा नंबर नौ आठ सात छह पांच चार तीन दो एक शून्य है\nBye', `Files attached.\n${REDACTED}\nBye`],
      ['All done. ᴛᴇʟᴇɢʀᴀᴍ: priya_designs', `All done. ${REDACTED}`],
      ['Done! priyadesigns at the rate gmail d0t com', `Done! ${REDACTED}`],
      ['Enjoy. ✈️ @priya_designs', `Enjoy. ✈️ ${REDACTED}`],
      ['See bit dot ly slash 3abcD for more', REDACTED],
      ['Thanks. Pay me on g pay next time', `Thanks. ${REDACTED}`],
      ['PAN: a.b.c.p.e.1.2.3.4.f', REDACTED],
      ['My address is Flat 302, Sai Apartments, MG Road, Pune', REDACTED],
    ];
    for (const [input, expected] of disguised) expect(redactContactDetails(input), input).toBe(expected);
  });

  it('removes a number split over two sentences: every sentence with digits goes', () => {
    const text = 'Great working with you. The first half is 98765. The rest is 43210. Bye!';
    expect(redactContactDetails(text)).toBe(`Great working with you. ${REDACTED} ${REDACTED} Bye!`);
  });

  it('leaves nothing the moderator would find in any disguised tuning message', async () => {
    const { disguisedPersonal } = await import('./corpus-disguises.js');
    const { batch5Personal } = await import('./corpus-batch5.js');
    const { batch6Personal } = await import('./corpus-batch6.js');
    const { moderateText } = await import('./moderator.js');
    for (const group of [...disguisedPersonal, ...batch5Personal, ...batch6Personal]) {
      for (const text of group.messages) {
        const verdict = moderateText(redactContactDetails(text));
        const detail = !verdict.ok && !['contact-request', 'off-platform'].includes(verdict.rule);
        expect(detail, `${text} → ${redactContactDetails(text)}`).toBe(false);
      }
    }
  });

  it('keeps requests that hold no detail: a mail may say "call me", it has nothing to call', () => {
    expect(redactContactDetails('Call me when you are free.')).toBe('Call me when you are free.');
  });

  it('keeps ordinary work talk: prices, dates, sizes, versions and file names', () => {
    for (const ok of [
      'Delivered the logo in 3 colours, ₹1,49,999 total, on 23/11/2026.',
      'Final files: logo.ai, cut.mov and brand-guide.pdf (v2.1).',
      'The video is 1920x1080 at 30 fps; revision 2 of 3.',
      'Thanks a lot! Let me know if anything needs a change.',
      'Order #4521 done in 2 days.',
    ]) {
      expect(redactContactDetails(ok), ok).toBe(ok.normalize('NFKC'));
    }
  });

  // Linear, not fast: 100 KB goes through the whole moderator (a completion note is at most 2,000 characters).
  // CPU time, since wall time on the shared machine under load is mostly waiting for a core.
  it('stays linear on hostile input (100 KB of near-misses in under two seconds of CPU)', () => {
    const samples = [
      '1-'.repeat(50_000),
      'a.'.repeat(50_000),
      `a${'!'.repeat(100_000)}b`,
      `${'x'.repeat(100_000)}@`,
      '12345678 '.repeat(11_000),
      '[at]'.repeat(25_000),
    ];
    for (const sample of samples) {
      const { cpu } = timeRuns(redactContactDetails, sample, 1, 0);
      expect(cpu[0], sample.slice(0, 12)).toBeLessThan(2000);
    }
  });
});
