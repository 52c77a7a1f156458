import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { listenOnLoopback, liveClient } from '../../test/live-client';
import { MAX_CLIENT_FRAME } from './routes';

let app: App;
let host: string;
const warnings: Array<{ obj: unknown; msg: unknown }> = [];
const errors: unknown[] = [];
beforeAll(async () => {
  app = await createTestApp();
  host = await listenOnLoopback(app);
  // The request loggers of a test app (logging off) are the app's own: capture what they are told.
  app.log.warn = ((obj: unknown, msg?: unknown) => void warnings.push({ obj, msg })) as typeof app.log.warn;
  app.log.error = ((obj: unknown) => void errors.push(obj)) as typeof app.log.error;
});
afterAll(async () => {
  await app.close();
});

it('closes a socket that sends an oversized frame with 1009 and logs one warning without a stack, not an error', async () => {
  const { cookie } = await createUser(app);
  const client = liveClient(host, { cookie });
  expect(await client.opened).toEqual({ ok: true });
  // Several oversized frames in a row: still one warning for the socket.
  for (let i = 0; i < 3; i++) client.ws.send('x'.repeat(MAX_CLIENT_FRAME + 1));
  await client.waitClosed();
  expect(client.closed!.code).toBe(1009);

  expect(errors).toEqual([]);
  expect(warnings).toHaveLength(1);
  const [{ obj, msg }] = warnings;
  expect(msg).toBe('live socket closed: the client broke the protocol');
  expect(obj).toMatchObject({ code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
  expect(obj).not.toHaveProperty('err');
  expect(JSON.stringify(obj)).not.toContain('    at ');

  // A second socket that misbehaves gets its own single warning; a small frame is simply ignored.
  const polite = liveClient(host, { cookie });
  expect(await polite.opened).toEqual({ ok: true });
  polite.ws.send('{"hello":true}');
  const rude = liveClient(host, { cookie });
  expect(await rude.opened).toEqual({ ok: true });
  rude.ws.send('y'.repeat(MAX_CLIENT_FRAME * 4));
  await rude.waitClosed();
  expect(warnings).toHaveLength(2);
  expect(polite.closed).toBeUndefined();
  polite.close();
});
