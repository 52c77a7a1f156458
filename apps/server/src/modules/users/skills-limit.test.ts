import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createUser } from '../../test/factories';

/** API.md: skills are "≤ 30 skills of ≤ 40 chars"; going over says so, not that the list is not a list. */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('answers 31 skills in one call with the limit’s sentence', async () => {
  const { cookie } = await createUser(app);
  const skills = Array.from({ length: 31 }, (_, i) => `Skill ${i}`);
  for (const path of ['/api/users/skills/add', '/api/users/skills/remove']) {
    const res = await as(app, cookie).put(path, { skills });
    expect(res.statusCode, path).toBe(400);
    expect(res.json(), path).toMatchObject({ code: 'validation', message: 'You can add at most 30 skills.' });
  }
  const notList = await as(app, cookie).put('/api/users/skills/add', { skills: 'React' });
  expect(notList.json()).toMatchObject({ code: 'validation', message: 'skills must be a list.' });
});
