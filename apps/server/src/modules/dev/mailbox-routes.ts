import type { FastifyPluginAsync } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { mailOutbox } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket reports `::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The mailbox exists only in the embedded or development setup, and only while mail is not really sent. */
export const mailboxEnabled = (deps: Deps) =>
  deps.mailer.kind === 'outbox' && (!deps.config.databaseUrl || deps.config.env !== 'production');

/**
 * The dev mailbox: registered only while mail goes to the outbox (no SMTP_URL) in the embedded/development
 * setup (see mailboxEnabled). It lets a developer, a demo visitor or a browser test on the machine itself read
 * one-time codes; anyone else gets a 404, decided by the socket's address (never X-Forwarded-For, which any
 * client can write), so no one can read another person's codes.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress)) throw notFound();
  });
  const latest = (to?: string) =>
    deps.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50);

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox.json', async (request) => {
    const rows = await latest(request.query.to);
    return rows.map((m) => ({ to: m.to, subject: m.subject, text: m.text, createdAt: m.createdAt.toISOString() }));
  });

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox', async (request, reply) => {
    const rows = await latest(request.query.to);
    const items = rows
      .map(
        (m) =>
          `<article><header><strong>${escapeHtml(m.subject)}</strong><br><small>To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</small></header><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox | GigBazaar</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a1d21}article{border:1px solid #e3e6ea;border-radius:12px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}small{color:#5b6470}</style></head>
<body><h1>Dev mailbox</h1><p>Mail that GigBazaar would have sent. This page exists only while no SMTP server is configured.</p>
<form><label>Filter by address <input name="to" value="${escapeHtml(request.query.to ?? '')}"></label> <button>Filter</button></form>
${items || '<p>No mail yet.</p>'}</body></html>`;
  });
};
