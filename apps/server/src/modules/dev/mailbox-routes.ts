import type { FastifyPluginAsync } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { mailOutbox } from '../../platform/db/schema';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The dev mailbox: registered only while mail goes to the outbox (no SMTP_URL), i.e. never on a deployment
 * that delivers real mail. It lets a developer, a demo visitor or a browser test read one-time codes.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
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
