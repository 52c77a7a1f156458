import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { auditLog, gigs } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createUser } from '../../test/factories';

/**
 * Every admin action is one audit_log row, written in the transaction of the action (decision 013): the admin
 * powers of the ordinary calls too, not only those of the admin screens. An owner acting on their own gig or
 * account is not an admin action and leaves no row.
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const rowsAbout = (targetId: string) => app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('the admin powers of ordinary calls are in the audit log', () => {
  it('an admin taking down someone’s gig with DELETE /gigs/{id}: one row, and the gig is marked removed', async () => {
    const gig = await createGig(app);
    const admin = await createUser(app, { isAdmin: true });
    expect((await as(app, admin.cookie).del(`/api/gigs/${gig.id}`)).statusCode).toBe(204);
    expect(await rowsAbout(gig.id)).toMatchObject([
      { adminId: admin.user.id, action: 'gig.remove', targetType: 'gig', subjectUserId: gig.userId },
    ]);
    const [row] = await app.deps.db.select().from(gigs).where(eq(gigs.id, gig.id));
    expect(row.deletedAt).not.toBeNull();
    expect(row.removedAt).not.toBeNull();
    const listed = await as(app, admin.cookie).get('/api/admin/audit');
    expect(listed.json()[0]).toMatchObject({ action: 'gig.remove', target: { type: 'gig', id: gig.id } });
  });

  it('an owner deleting their own gig, even an admin’s own: no row, not marked removed', async () => {
    const owner = await createUser(app, { isSeller: true, isAdmin: true });
    const gig = await createGig(app, { userId: owner.user.id });
    expect((await as(app, owner.cookie).del(`/api/gigs/${gig.id}`)).statusCode).toBe(204);
    expect(await rowsAbout(gig.id)).toEqual([]);
    const [row] = await app.deps.db.select().from(gigs).where(eq(gigs.id, gig.id));
    expect(row.removedAt).toBeNull();
  });

  it('an admin closing someone’s account with DELETE /users/{id}: one row; closing your own: none', async () => {
    const { user } = await createUser(app);
    const admin = await createUser(app, { isAdmin: true });
    expect((await as(app, admin.cookie).del(`/api/users/${user.id}`)).statusCode).toBe(204);
    expect(await rowsAbout(user.id)).toMatchObject([
      { adminId: admin.user.id, action: 'user.close', targetType: 'user', subjectUserId: user.id },
    ]);
    expect((await as(app, admin.cookie).del(`/api/users/${admin.user.id}`)).statusCode).toBe(204);
    expect(await rowsAbout(admin.user.id)).toEqual([]);
  });
});
