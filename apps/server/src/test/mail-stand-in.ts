import type { MailMessage, Mailer } from '../platform/mailer';

/**
 * A mail transport for tests that stands in for an SMTP server: it records what it was given, and fails (like a
 * server that is down) while `state.fail` holds an error message. `kind: 'smtp'`, so the app treats it as real mail.
 */
export function mailStandIn() {
  const sent: MailMessage[] = [];
  const state: { fail: string | false; delayMs: number } = { fail: false, delayMs: 0 };
  const mailer: Mailer & { sent: MailMessage[]; state: typeof state } = {
    kind: 'smtp',
    sent,
    state,
    async send(message) {
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (state.fail) throw new Error(state.fail);
      sent.push(message);
    },
    async close() {},
  };
  return mailer;
}
