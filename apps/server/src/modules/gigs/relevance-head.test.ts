import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { seedGeneratedGigs } from '../../test/generated-gigs';
import { createTestApp } from '../../test/test-app';
import { as } from '../../test/factories';
import { HEAD_BUDGET } from './gig-service';

/**
 * The relevance head is found by a capped walk, a walk further on, or the GIN index, as HEAD_BUDGET decides from
 * what the walk met (decision 016). Whichever way is taken, every page must be the same: on 2,000 generated gigs
 * (heads fuller than 300 for broad words), each list is read whole with the real budget, then again with budgets
 * so small that the other branches are taken.
 */
const DEFAULT = { ...HEAD_BUDGET };
let app: App;

beforeAll(async () => {
  app = await createTestApp();
  await seedGeneratedGigs(app.deps.db, 2_000, { prefix: 'head' });
  await app.deps.db.execute(sql`ANALYZE`);
}, 300_000);
afterEach(() => Object.assign(HEAD_BUDGET, DEFAULT));
afterAll(async () => {
  await app?.close();
});

async function wholeList(query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor = '';
  for (let page = 0; page < 50; page++) {
    const res = await as(app).get(`/api/gigs?${query}&limit=100${cursor && `&cursor=${cursor}`}`);
    expect(res.statusCode, res.body).toBe(200);
    ids.push(...(res.json() as Array<{ _id: string }>).map((g) => g._id));
    cursor = res.headers['x-next-cursor'] as string;
    if (!cursor) break;
  }
  return ids;
}

const QUERIES = [
  'search=logo',
  'search=design',
  'search=social%20media%20marketing',
  'search=data%20analysis%20python',
  'search=flutter%20ap',
  'search=logo%20design&cat=design&min=500&max=20000',
  // An OR reading (the words never meet), whose guard the head statement evaluates once.
  'search=logo%20kubernetes',
];

describe('the relevance head, walked or fetched', () => {
  it('lists the same gigs in the same order whichever branch finds the head', async () => {
    const expected = new Map<string, string[]>();
    for (const q of QUERIES) expected.set(q, await wholeList(q));
    // Some list must have a full head of 300, or the test would not reach the cut.
    expect(Math.max(...[...expected.values()].map((l) => l.length))).toBeGreaterThan(300);
    const budgets = [
      { walk: 10, dense: 1, walkOn: 25 }, // walk, walk on, then GIN
      { walk: 10, dense: 1_000, walkOn: 25 }, // walk, then GIN at once
      { walk: 200, dense: 5, walkOn: 100_000 }, // walk, then walk on to the end
    ];
    for (const budget of budgets) {
      Object.assign(HEAD_BUDGET, budget);
      for (const q of QUERIES)
        expect(await wholeList(q), `${q} with ${JSON.stringify(budget)}`).toEqual(expected.get(q));
    }
  }, 300_000);
});
