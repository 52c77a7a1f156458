import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import type { App } from '../../app';
import { seedDemoCatalogue } from '../../test/demo-catalogue';
import { createTestApp } from '../../test/test-app';
import { as } from '../../test/factories';
import { MISSPELT_SEARCHES } from './search-misspellings';

/**
 * Search on the demo catalogue as a fresh install lists it (same texts, sellers and sales as the demo
 * seed, without drawing the artwork): misspelt searches people really type, and the cases decision 009 lists.
 */
let app: App;
let slugOf = new Map<string, string>();
let idOf = new Map<string, string>();

beforeAll(async () => {
  app = await createTestApp();
  ({ slugOf, idOf } = await seedDemoCatalogue(app));
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function search(q: string, extra = ''): Promise<string[]> {
  const res = await as(app).get(`/api/gigs?search=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TGig[]).map((g) => slugOf.get(g._id) ?? g._id);
}

describe('misspelt searches on the demo catalogue', () => {
  it('has a labelled set of at least 60 searches, each naming a catalogue gig', () => {
    expect(MISSPELT_SEARCHES.length).toBeGreaterThanOrEqual(60);
    for (const [, slug] of MISSPELT_SEARCHES) expect(idOf.has(slug), slug).toBe(true);
  });

  it('finds the meant gig in the top 3 for at least 95 % of them', async () => {
    const misses: string[] = [];
    for (const [q, slug] of MISSPELT_SEARCHES) {
      const top = (await search(q)).slice(0, 3);
      if (!top.includes(slug)) misses.push(`"${q}" → ${slug}, got [${top.join(', ')}]`);
    }
    const found = MISSPELT_SEARCHES.length - misses.length;
    const share = (100 * found) / MISSPELT_SEARCHES.length;
    console.log(
      `Misspelt searches: ${found} of ${MISSPELT_SEARCHES.length} (${share.toFixed(1)} %) find their gig in the top 3` +
        (misses.length ? `\n  missed: ${misses.join('\n  missed: ')}` : ''),
    );
    expect(share).toBeGreaterThanOrEqual(95);
  }, 120_000);
});

describe('the search cases of decision 009 on the demo catalogue', () => {
  it('forgives swapped letters', async () => {
    expect((await search('desgin')).length).toBeGreaterThan(3);
    expect((await search('logo desgin')).slice(0, 2)).toEqual(
      expect.arrayContaining(['minimalist-logo-design', 'modern-logo-design']),
    );
    expect((await search('vioce over')).slice(0, 2)).toEqual(
      expect.arrayContaining(['hindi-english-voice-over', 'malayalam-voice-over']),
    );
  });

  it('forgives a dropped letter', async () => {
    expect((await search('pich deck'))[0]).toBe('investor-pitch-deck');
    expect((await search('phtoo editing')).slice(0, 2)).toContain('wedding-photo-editing');
    // No gig says "wedding video" (wedding films say "film"): each word finds gigs, so either may match.
    const wedding = await search('wedding vidoe');
    expect(wedding[0]).toMatch(/^wedding-/);
    expect(wedding.slice(0, 3)).toContain('youtube-video-editing');
  });

  it('completes the last word as it is typed', async () => {
    expect((await search('flutter ap'))[0]).toBe('flutter-app');
    expect(await search('flutter ap')).not.toContain('shopify-store');
  });

  it('ranks the GST gig first for "gst retrun"', async () => {
    expect((await search('gst retrun'))[0]).toBe('gst-registration-returns');
  });

  it('keeps what worked: "logoo desing", "writting"', async () => {
    expect((await search('logoo desing')).slice(0, 2)).toEqual(
      expect.arrayContaining(['minimalist-logo-design', 'modern-logo-design']),
    );
    expect(await search('writting')).toEqual(await search('writing'));
    expect((await search('writting')).length).toBeGreaterThan(3);
  });

  it('matches British and American spellings both ways', async () => {
    // The catalogue writes "optimise", "colours", "colourise".
    expect((await search('optimize google business'))[0]).toBe('local-seo-google-business-profile');
    expect(await search('colorize')).toContain('old-photo-restoration');
    expect(await search('colors')).toContain('brand-identity-kit');
    expect(await search('colours')).toEqual(await search('colors'));
  });

  it('matches words split or joined', async () => {
    expect((await search('chat bot'))[0]).toBe('ai-faq-chatbot');
    expect((await search('chatbot'))[0]).toBe('ai-faq-chatbot');
    expect((await search('word press'))[0]).toMatch(/wordpress|website-speed-fix/);
    expect(await search('voiceover')).toContain('hindi-english-voice-over');
  });

  it('finds nothing for a nonsense word, alone or next to real words', async () => {
    expect(await search('xqzvvjkwp')).toEqual([]);
    expect(await search('qwxzk')).toEqual([]);
    for (const mash of ['asdfghjkl', 'hgfdsa', 'qwertyuiop', 'zxcvbnm']) expect(await search(mash), mash).toEqual([]);
    expect(await search('logo xqzvvjkwp')).toEqual([]);
  });

  it('pages a typo search without duplicates or gaps', async () => {
    const whole = await search('desgin', '&limit=100');
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 40; page++) {
      const res = await as(app).get(`/api/gigs?search=desgin&limit=4${cursor && `&cursor=${cursor}`}`);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...(res.json() as TGig[]).map((g) => slugOf.get(g._id)!));
      cursor = res.headers['x-next-cursor'] as string;
      if (!cursor) break;
    }
    expect(seen).toEqual(whole);
  });
});
