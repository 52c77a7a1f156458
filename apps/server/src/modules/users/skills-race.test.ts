import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createUser } from '../../test/factories';

/**
 * Skills edited at the same moment (two tabs, an add racing a remove) all take effect: none is lost. The embedded
 * database's one connection seldom lets the reads and writes interleave; the PostgreSQL run of this suite loses
 * skills without the compare-and-set.
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('keeps every skill added at once, and a removal racing them removes only its own', async () => {
  const { user, cookie } = await createUser(app);
  const me = as(app, cookie);
  expect((await me.put('/api/users/skills/add', { skills: ['Figma'] })).statusCode).toBe(200);
  const added = Array.from({ length: 8 }, (_, i) => `Skill ${i}`);
  const answers = await Promise.all([
    ...added.map((skill) => me.put('/api/users/skills/add', { skills: [skill] })),
    me.put('/api/users/skills/remove', { skills: ['Figma'] }),
  ]);
  expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  const final = (await me.get(`/api/users/${user.id}`)).json() as { skills: string[] };
  expect([...final.skills].sort()).toEqual([...added].sort());
});
