import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '@gigbazaar/shared/messages';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createUser } from '../../test/factories';

/** A resolution needs a note: a missing one is told so, like a blank one, not with the generic sentence. */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('answers a resolution without a note, or with a blank one, "Please write a note about this decision."', async () => {
  const gig = await createGig(app);
  const reporter = await createUser(app);
  const report = await as(app, reporter.cookie).post('/api/reports', { target: 'gig', id: gig.id, reason: 'spam' });
  expect(report.statusCode).toBe(201);
  const admin = as(app, (await createUser(app, { isAdmin: true })).cookie);
  for (const body of [{ action: 'dismiss' }, { action: 'dismiss', note: '   ' }, { action: 'dismiss', note: null }]) {
    const res = await admin.post(`/api/admin/reports/${report.json()._id}/resolve`, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json(), JSON.stringify(body)).toMatchObject({
      code: 'validation',
      message: MSG.resolveNoteRequired,
      fields: { note: MSG.resolveNoteRequired },
    });
  }
});
