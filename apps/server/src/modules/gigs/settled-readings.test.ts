import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createGig } from '../../test/factories';
import { settledReadings } from './gig-search';

/**
 * A relevance search of known words builds its readings from settled word facts, without the word-facts statement,
 * and its head statement confirms the catalogue version they assume (gig-search.ts `settledReadings`). Its answers
 * must be those of the full path, and a catalogue that moved (here a new vocabulary word that changes the readings)
 * must be seen at once.
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
  await createGig(app, { title: 'I will build a chat bot for your shop', cat: 'tech' });
  await createGig(app, { title: 'I will build a friendly bot that can chat with buyers', cat: 'tech' });
});
afterAll(async () => {
  await app?.close();
});

async function search(q: string, extra = '') {
  const res = await as(app).get(`/api/gigs?search=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return {
    body: res.body,
    cursor: res.headers['x-next-cursor'],
    titles: (res.json() as Array<{ title: string }>).map((g) => g.title),
  };
}

describe('relevance readings from settled word facts', () => {
  it('answers as the full path does, page by page', async () => {
    expect(settledReadings(app.deps.db, 'chat bot')).toBeUndefined();
    const fresh = await search('chat bot', '&limit=1');
    expect(fresh.titles).toHaveLength(1);
    expect(settledReadings(app.deps.db, 'chat bot')?.assumed).toBeDefined();
    const again = await search('chat bot', '&limit=1');
    expect(again).toEqual(fresh);
    const next = await search('chat bot', `&limit=1&cursor=${fresh.cursor}`);
    expect(next.titles).toHaveLength(1);
    expect(next.titles).not.toEqual(fresh.titles);
  });

  it('reads the words again when the catalogue moved, so a new word changes the answer at once', async () => {
    await search('chat bot');
    expect(settledReadings(app.deps.db, 'chat bot')?.assumed).toBeDefined();
    // "chatbot" is a new word: with it known, "chat bot" also reads as "chatbot".
    await createGig(app, { title: 'I will make a chatbot for support', cat: 'tech' });
    const after = await search('chat bot');
    expect(after.titles).toContain('I will make a chatbot for support');
    expect(after.titles).toHaveLength(3);
  });

  it('a sort other than relevance, or an unknown word, reads the words from the database', async () => {
    await search('chat bot');
    expect(settledReadings(app.deps.db, 'chat bto')).toBeUndefined();
    expect((await search('chat bot', '&sort=price')).titles).toHaveLength(3);
  });
});
