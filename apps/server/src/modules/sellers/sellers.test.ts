import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { MSG } from '@gigbazaar/shared/messages';
import type { App } from '../../app';
import { auditLog } from '../../platform/db/schema';
import { createTestApp, waitForMail } from '../../test/test-app';
import { as, createUser, upload } from '../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const png = (color = '#3366aa') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function uploadAs(cookie: string, data: Buffer, visibility: 'public' | 'private' = 'private', name = 'doc.png') {
  const res = await upload(app, cookie, data, {
    visibility,
    name,
    type: name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { url: string }).url;
}

/** A buyer with the three kinds of private documents uploaded, and a complete application body using them. */
async function applicant() {
  const { user, cookie } = await createUser(app);
  const governmentId = await uploadAs(cookie, await png('#111111'));
  const selfie = await uploadAs(cookie, await png('#222222'));
  const certificate = await uploadAs(cookie, pdf(), 'private', 'degree.pdf');
  const body = {
    fullName: 'Ananya Sharma',
    email: 'ananya.apply@example.in',
    phone: '98765 43210',
    dateOfBirth: '1998-04-12',
    gender: 'female',
    address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'India' },
    description: 'I design logos and brand kits for small businesses.',
    motivation: 'I want to reach more clients across India.',
    education: 'B.Des, NID Ahmedabad',
    skills: ['Logo design', 'Branding'],
    certificates: [certificate],
    idType: 'aadhar',
    governmentId: { type: 'aadhar', url: governmentId },
    selfie,
    upiId: 'ananya.s@okaxis',
  };
  return { user, cookie, body, api: as(app, cookie) };
}

async function admin() {
  const { user, cookie } = await createUser(app, { isAdmin: true });
  return { user, api: as(app, cookie) };
}

describe('POST /api/sellers and GET/DELETE /api/sellers/my-application', () => {
  it('files a pending application, shows it back, and blocks a second one with 409', async () => {
    const a = await applicant();
    expect((await a.api.get('/api/sellers/my-application')).statusCode).toBe(404);

    const res = await a.api.post('/api/sellers', a.body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data).toMatchObject({
      status: 'pending',
      userId: a.user.id,
      phone: '+919876543210',
      address: { pincode: '560001', city: 'Bengaluru' },
      governmentId: { type: 'aadhar', url: a.body.governmentId.url },
      verificationNotes: null,
    });

    const mine = await a.api.get('/api/sellers/my-application');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json().data._id).toBe(data._id);

    const again = await a.api.post('/api/sellers', a.body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: MSG.sellerApplicationPending });
  });

  it('needs a session', async () => {
    const visitor = as(app);
    expect((await visitor.get('/api/sellers/my-application')).statusCode).toBe(401);
    expect((await visitor.post('/api/sellers', {})).statusCode).toBe(401);
    expect((await visitor.del('/api/sellers/my-application')).statusCode).toBe(401);
  });

  it('refuses missing documents and blank text fields with the user-facing sentences', async () => {
    const a = await applicant();
    const noSelfie = await a.api.post('/api/sellers', { ...a.body, selfie: '' });
    expect(noSelfie.statusCode).toBe(400);
    expect(noSelfie.json().message).toBe(MSG.sellerDocumentsRequired);
    const { governmentId: _omit, ...noId } = a.body;
    const missingId = await a.api.post('/api/sellers', noId);
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json().message).toBe(MSG.sellerDocumentsRequired);
    const blank = await a.api.post('/api/sellers', { ...a.body, motivation: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: MSG.requiredFields, fields: { motivation: MSG.requiredFields } });
  });

  it.each([
    ['phone', { phone: '12345' }, MSG.phoneInvalid],
    [
      'pincode',
      { address: { street: 'x', city: 'y', state: 'z', pincode: '56001', country: 'India' } },
      MSG.pincodeInvalid,
    ],
    ['upi id', { upiId: 'ananya' }, MSG.upiInvalid],
    ['under-18 date of birth', { dateOfBirth: `${new Date().getUTCFullYear() - 16}-01-01` }, MSG.sellerAge],
    ['future date of birth', { dateOfBirth: '2999-01-01' }, MSG.dobFuture],
    ['unknown id type', { idType: 'voter' }, MSG.idTypeRequired],
    ['unknown gender', { gender: 'x' }, MSG.genderRequired],
    ['over-long name', { fullName: 'a'.repeat(101) }, 'Full name can be at most 100 characters.'],
  ])('refuses a bad %s with a sentence', async (_what, patch, message) => {
    const a = await applicant();
    const res = await a.api.post('/api/sellers', { ...a.body, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses someone else’s upload, a public image or an outside URL as an ID document', async () => {
    const a = await applicant();
    const other = await createUser(app);
    const othersPrivate = await uploadAs(other.cookie, await png('#444444'));
    const ownPublic = await uploadAs(a.cookie, await png('#555555'), 'public');
    for (const url of [othersPrivate, ownPublic, 'https://evil.example/id.png', '/uploads/private/u/nope.webp']) {
      const res = await a.api.post('/api/sellers', { ...a.body, governmentId: { type: 'aadhar', url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        message: MSG.sellerDocumentNotOwn,
        fields: { 'governmentId.url': MSG.sellerDocumentNotOwn },
      });
    }
    const certificate = await a.api.post('/api/sellers', { ...a.body, certificates: [othersPrivate] });
    expect(certificate.statusCode).toBe(400);
    const selfiePdf = await a.api.post('/api/sellers', {
      ...a.body,
      selfie: a.body.certificates[0],
      certificates: [],
    });
    expect(selfiePdf.statusCode).toBe(400);
    expect(selfiePdf.json().message).toBe(MSG.sellerSelfieImage);
    expect((await a.api.get('/api/sellers/my-application')).statusCode).toBe(404);
  });

  it('lets the applicant withdraw a pending application', async () => {
    const a = await applicant();
    expect((await a.api.post('/api/sellers', a.body)).statusCode).toBe(201);
    expect((await a.api.del('/api/sellers/my-application')).statusCode).toBe(204);
    expect((await a.api.get('/api/sellers/my-application')).statusCode).toBe(404);
    expect((await a.api.del('/api/sellers/my-application')).statusCode).toBe(404);
  });
});

describe('the documents of an application', () => {
  it('are served to the applicant and admins only; another user and a visitor get 404', async () => {
    const a = await applicant();
    expect((await a.api.post('/api/sellers', a.body)).statusCode).toBe(201);
    const other = await createUser(app);
    const adminLogin = await createUser(app, { isAdmin: true });
    for (const url of [a.body.governmentId.url, a.body.selfie, a.body.certificates[0]]) {
      const own = await app.inject({ method: 'GET', url, headers: { cookie: a.cookie } });
      expect(own.statusCode, url).toBe(200);
      expect(own.headers['cache-control']).toContain('no-store');
      const byAdmin = await app.inject({ method: 'GET', url, headers: { cookie: adminLogin.cookie } });
      expect(byAdmin.statusCode, url).toBe(200);
      expect((await app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode, url).toBe(404);
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('admin review: /api/admin/seller-applications', () => {
  it('answers 404 to a visitor and a non-admin, for the list and the decisions alike', async () => {
    const a = await applicant();
    const { data } = (await a.api.post('/api/sellers', a.body)).json();
    const seller = await createUser(app, { isSeller: true });
    for (const api of [as(app), a.api, as(app, seller.cookie)]) {
      const list = await api.get('/api/admin/seller-applications');
      expect(list.statusCode).toBe(404);
      expect(list.json().code).toBe('not_found');
      expect((await api.post(`/api/admin/seller-applications/${data._id}/approve`, {})).statusCode).toBe(404);
      expect(
        (await api.post(`/api/admin/seller-applications/${data._id}/reject`, { verificationNotes: 1 })).statusCode,
      ).toBe(404);
    }
    expect((await a.api.get('/api/sellers/my-application')).json().data.status).toBe('pending');
  });

  it('lists pending first, filters by status, and approval makes the user a seller at once with a mail', async () => {
    const { api: adminApi } = await admin();
    const first = await applicant();
    const second = await applicant();
    const firstApp = (await first.api.post('/api/sellers', first.body)).json().data;
    const secondApp = (await second.api.post('/api/sellers', second.body)).json().data;
    // Reject the newer one: the older pending one must still come before it.
    const rejected = await adminApi.post(`/api/admin/seller-applications/${secondApp._id}/reject`, {
      verificationNotes: 'The selfie is blurred.',
    });
    expect(rejected.statusCode).toBe(200);

    const list = await adminApi.get('/api/admin/seller-applications?limit=100');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const rows = list.json() as Array<{ _id: string; status: string; applicant: { username: string } }>;
    const statuses = rows.map((r) => r.status);
    const lastPending = statuses.lastIndexOf('pending');
    const firstOther = statuses.findIndex((s) => s !== 'pending');
    expect(firstOther === -1 || lastPending < firstOther).toBe(true);
    expect(rows.find((r) => r._id === firstApp._id)?.applicant.username).toBe(first.user.username);
    const onlyPending = (await adminApi.get('/api/admin/seller-applications?status=pending')).json() as Array<{
      status: string;
    }>;
    expect(onlyPending.every((r) => r.status === 'pending')).toBe(true);
    expect((await adminApi.get('/api/admin/seller-applications?status=maybe')).statusCode).toBe(400);
    // Paged by keyset: one at a time walks the same order without repeats.
    const walked: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await adminApi.get(
        `/api/admin/seller-applications?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      walked.push(...(res.json() as Array<{ _id: string }>).map((r) => r._id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor && walked.length < 200);
    expect(walked).toEqual(rows.map((r) => r._id));
    expect((await adminApi.get('/api/admin/seller-applications?cursor=bogus')).statusCode).toBe(400);

    expect((await first.api.get('/api/auth/me')).json().isSeller).toBe(false);
    const since = new Date();
    const approved = await adminApi.post(`/api/admin/seller-applications/${firstApp._id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    expect((await first.api.get('/api/auth/me')).json().isSeller).toBe(true);
    const audit = await app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, firstApp._id));
    expect(audit.map((a) => [a.action, a.subjectUserId])).toEqual([['seller_application.approve', first.user.id]]);
    const mail = await waitForMail(app, first.user.email, since);
    expect(mail.subject).toContain('seller');

    // Decided once: a second decision is a conflict, an unknown id a 404.
    expect((await adminApi.post(`/api/admin/seller-applications/${firstApp._id}/reject`, {})).statusCode).toBe(409);
    expect((await adminApi.post('/api/admin/seller-applications/nope/approve', {})).statusCode).toBe(404);
    // An approved application can be neither deleted nor filed again.
    const del = await first.api.del('/api/sellers/my-application');
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe(MSG.sellerApprovedNoDelete);
    expect((await first.api.post('/api/sellers', first.body)).statusCode).toBe(409);
  });

  it('rejection stores the note, mails the applicant and allows re-applying (the rejected one is replaced)', async () => {
    const { api: adminApi } = await admin();
    const a = await applicant();
    const { data } = (await a.api.post('/api/sellers', a.body)).json();
    const since = new Date();
    const res = await adminApi.post(`/api/admin/seller-applications/${data._id}/reject`, {
      verificationNotes: 'Please upload a clearer ID.',
    });
    expect(res.json().data).toMatchObject({ status: 'rejected', verificationNotes: 'Please upload a clearer ID.' });
    expect((await waitForMail(app, a.user.email, since)).text).toContain('Please upload a clearer ID.');
    // The decision is in the admins' audit log, with its note (written in the decision's transaction).
    const audit = (await adminApi.get('/api/admin/audit')).json() as Array<Record<string, unknown>>;
    expect(audit[0]).toMatchObject({
      action: 'seller_application.reject',
      target: { type: 'seller_application', id: data._id },
      note: 'Please upload a clearer ID.',
    });
    const mine = (await a.api.get('/api/sellers/my-application')).json().data;
    expect(mine).toMatchObject({ status: 'rejected', verificationNotes: 'Please upload a clearer ID.' });
    expect((await a.api.get('/api/auth/me')).json().isSeller).toBe(false);

    const again = await a.api.post('/api/sellers', a.body);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.status).toBe('pending');
    expect(again.json().data._id).not.toBe(data._id);

    // The explicit way works too: delete the rejected one, then apply.
    await adminApi.post(`/api/admin/seller-applications/${again.json().data._id}/reject`, {});
    expect((await a.api.del('/api/sellers/my-application')).statusCode).toBe(204);
    expect((await a.api.post('/api/sellers', a.body)).statusCode).toBe(201);
  });
});

describe('closed accounts', () => {
  it('leave the review queue and cannot be approved', async () => {
    const { api: adminApi } = await admin();
    const a = await applicant();
    const { data } = (await a.api.post('/api/sellers', a.body)).json();
    expect((await a.api.del(`/api/users/${a.user.id}`)).statusCode).toBe(204);
    const list = (await adminApi.get('/api/admin/seller-applications?limit=100')).json() as Array<{ _id: string }>;
    expect(list.some((r) => r._id === data._id)).toBe(false);
    expect((await adminApi.post(`/api/admin/seller-applications/${data._id}/approve`, {})).statusCode).toBe(404);
  });
});
