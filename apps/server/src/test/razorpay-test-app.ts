import type { App } from '../app';
import { webhookSignature } from '../modules/payments/signature';
import { createTestApp } from './test-app';
import { startRazorpayStandIn } from './razorpay-stand-in';

/** The keys the stand-in checks (test values, not secrets). */
export const STAND_IN_KEYS = {
  keyId: 'rzp_test_standin',
  keySecret: 'stand-in-key-secret',
  webhookSecret: 'stand-in-webhook-secret',
} as const;

/**
 * The app with the Razorpay adapter pointed at a fresh local stand-in of Razorpay's API, and no job worker (a test
 * runs the jobs when it chooses, as the gateway's answers would arrive). `close` stops both.
 */
export async function razorpayTestApp() {
  const razorpay = await startRazorpayStandIn(STAND_IN_KEYS.keyId, STAND_IN_KEYS.keySecret);
  const app = await createTestApp(
    { payments: { provider: 'razorpay', ...STAND_IN_KEYS, apiUrl: razorpay.url } },
    { jobWorker: false },
  );
  return {
    app,
    razorpay,
    close: async () => {
      await app.close();
      await razorpay.close();
    },
  };
}

/** A gateway webhook as Razorpay sends it: the event, signed with `secret`, under its event id. */
export function sendWebhook(app: App, secret: string, event: string, payload: unknown, eventId: string) {
  const body = JSON.stringify({ entity: 'event', event, payload });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(body, secret),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}
