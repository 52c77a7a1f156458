import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, START_TIMEOUT_MS, startServerProcess } from './test/fault-services';
import { TEST_DELAY_HEADER } from './platform/lifecycle';

/**
 * SIGTERM to a real server process with 20 slow requests in flight on keep-alive connections: every accepted
 * request is answered, readiness turns 503 at once, answers carry `Connection: close`, and the process exits 0.
 */
const DRAIN_MS = 1_500;
const IN_FLIGHT = 20;

let server: ChildProcess;
let port: number;
let dataDir: string;
let output = '';
const exited = () =>
  new Promise<number | null>((resolve) => {
    if (server.exitCode !== null) resolve(server.exitCode);
    else server.once('exit', (code) => resolve(code));
  });

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gb-shutdown-'));
  server = await startServerProcess({ port, dataDir, env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) }, stdio: 'pipe' });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
}, START_TIMEOUT_MS + 60_000);

afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status?: number;
  connection?: string;
  error?: string;
}

function request(agent: http.Agent | false, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
}

it('drains on SIGTERM: in-flight keep-alive requests are all answered and the process exits 0', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  // Open the keep-alive connections first, so the slow requests below travel on reused sockets.
  const warm = await Promise.all(Array.from({ length: IN_FLIGHT }, () => request(agent, '/api/gigs')));
  expect(warm.every((a) => a.status === 200 && a.connection === 'keep-alive')).toBe(true);

  const inFlight = Array.from({ length: IN_FLIGHT }, () =>
    request(agent, '/api/gigs', { [TEST_DELAY_HEADER]: String(DRAIN_MS + 1_000) }),
  );
  await new Promise((r) => setTimeout(r, 300));
  const exit = exited();
  const signalled = Date.now();
  server.kill('SIGTERM');

  // Readiness turns at once, while the server still answers (with Connection: close) during the drain.
  await new Promise((r) => setTimeout(r, 200));
  const ready = await request(false, '/readyz');
  expect(ready.status).toBe(503);
  const during = await request(false, '/api/gigs');
  expect(during).toMatchObject({ status: 200, connection: 'close' });

  const answers = await Promise.all(inFlight);
  expect(answers.filter((a) => a.error)).toEqual([]);
  expect(answers.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(200));
  expect(answers.every((a) => a.connection === 'close')).toBe(true);

  const code = await exit;
  expect(code, output).toBe(0);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
  agent.destroy();
}, 60_000);
