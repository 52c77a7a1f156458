import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * A transport: how one mail leaves. Nothing calls it but the outbox's `mail` job (`mail-outbox.ts`): everyone else
 * enqueues mail in their transaction with `enqueueMail`, and the job delivers it with retries.
 */
export interface Mailer {
  /** 'outbox' keeps mail for /dev/mailbox (the outbox row is the mailbox); 'smtp' delivers it. */
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded default: nothing leaves the machine. The mail is already in the outbox table, which /dev/mailbox
 * reads; "sending" prints it to the log.
 */
export function createOutboxMailer(log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, `dev mailbox: ${message.subject}\n${message.text}`);
    },
    async close() {},
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Well inside the mail job's lease (2 minutes), so a hung server fails the attempt instead of outliving it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
