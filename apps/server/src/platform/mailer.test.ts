import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';
import { as } from '../test/factories';
import { eq } from 'drizzle-orm';
import { mailOutbox } from './db/schema';

describe('SMTP mail (SMTP_URL set)', () => {
  const received: Array<{ to: string; raw: string }> = [];
  let server: SMTPServer;
  let app: App;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo[0]!.address, raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the one-time code over SMTP, woken at once after the commit', async () => {
    const res = await as(app).post('/api/auth/send-otp', { email: 'smtp.user@example.in' });
    expect(res.statusCode).toBe(200);
    // At most 2 s, well inside the worker's 5 s poll: the send is woken by the commit, not found by a poll.
    for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(received[0]?.to).toBe('smtp.user@example.in');
    expect(received[0]?.raw).toMatch(/Your one-time code is \d{6}/);
  });

  it('has no dev mailbox when real mail is configured', async () => {
    expect((await as(app).get('/dev/mailbox')).statusCode).toBe(404);
  });
});

describe('mail failures', () => {
  it('still answers the request; the code waits in the outbox with the error, to be retried', async () => {
    const warnings: unknown[] = [];
    const app = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true' });
    app.log.warn = ((obj: unknown) => void warnings.push(obj)) as typeof app.log.warn;
    const res = await as(app).post('/api/auth/send-otp', { email: 'down@example.in' });
    expect(res.statusCode).toBe(200);
    let mail: typeof mailOutbox.$inferSelect | undefined;
    for (let i = 0; i < 200 && !mail?.lastError; i++) {
      [mail] = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'down@example.in'));
      if (!mail?.lastError) await new Promise((r) => setTimeout(r, 20));
    }
    await app.close();
    expect(mail).toMatchObject({ status: 'queued', attempts: 1 });
    expect(mail!.lastError).toMatch(/ECONNREFUSED/);
    expect(warnings.length).toBeGreaterThan(0);
  });
});

describe('dev mailbox (no SMTP_URL)', () => {
  it('shows sent mail as HTML and JSON', async () => {
    const app = await createTestApp();
    await as(app).post('/api/auth/send-otp', { email: 'mailbox@example.in' });
    let rows: Array<{ to: string; text: string }> = [];
    for (let i = 0; i < 100 && rows.length === 0; i++) {
      rows = (await as(app).get('/dev/mailbox.json?to=mailbox@example.in')).json();
      if (!rows.length) await new Promise((r) => setTimeout(r, 20));
    }
    expect(rows[0].text).toMatch(/\d{6}/);
    const html = await as(app).get('/dev/mailbox');
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('mailbox@example.in');
    await app.close();
  });
});
