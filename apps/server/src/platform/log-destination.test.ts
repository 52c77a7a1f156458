import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { createLogDestination } from './log-destination';

/**
 * A pipe whose reader does not read: a child process that leaves its stdin alone until SIGUSR2, then copies it to
 * its stdout (which the test reads). The test writes into the pipe's other end (the child's stdin, non-blocking).
 */
let reader: ChildProcessByStdio<Writable, Readable, null> | undefined;
afterEach(() => {
  reader?.kill('SIGKILL');
  reader = undefined;
});

function pausedReader() {
  reader = spawn(
    process.execPath,
    [
      '-e',
      "process.on('SIGUSR2', () => process.stdin.pipe(process.stdout)); setInterval(() => {}, 1000); process.send?.('x')",
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const fd = (reader.stdin as unknown as { _handle: { fd: number } })._handle.fd;
  return { fd, child: reader };
}

it('10 MB of log lines into a pipe nobody reads return at once; the overflow is dropped, counted and reported later', async () => {
  const { fd, child } = pausedReader();
  // Give the child a moment to start, so its (unread) stdin is in place.
  await new Promise((r) => setTimeout(r, 300));
  const destination = createLogDestination({ fd, maxBufferBytes: 256 * 1024, retryMs: 20 });
  const line = JSON.stringify({ level: 30, msg: 'x'.repeat(80) }) + '\n';
  const lines = Math.ceil((10 * 1024 * 1024) / line.length);

  // A timer due in 20 ms must fire while the logging goes on: the event loop is never held.
  let timerLate = Infinity;
  const timerSet = Date.now();
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      timerLate = Date.now() - timerSet - 20;
      resolve();
    }, 20),
  );
  const started = performance.now();
  for (let i = 0; i < lines; i++) {
    destination.write(line);
    // Let the event loop turn now and then, as a server's would between requests.
    if (i % 2_000 === 0) await new Promise((r) => setImmediate(r));
  }
  const elapsed = performance.now() - started;
  await timer;
  // A write that waited for the reader would never return (nobody reads until SIGUSR2), so these bounds only have
  // to tell "returns" from "hangs": they are loose enough that a machine loaded many times over (a test suite and
  // other work on two cores) is not read as blocking. Speed itself is a bench's business.
  expect(elapsed).toBeLessThan(15_000);
  expect(timerLate).toBeLessThan(5_000);
  expect(destination.buffered).toBeLessThanOrEqual(256 * 1024);
  const dropped = destination.dropped;
  expect(dropped).toBeGreaterThan(lines / 2);

  // A bounded flush gives up instead of waiting for a reader that does not read.
  const flushStarted = Date.now();
  await destination.flush(200);
  expect(Date.now() - flushStarted).toBeLessThan(5_000);

  // The reader wakes: what was buffered arrives, followed by one line counting the dropped ones.
  let received = '';
  child.stdout.on('data', (chunk: Buffer) => (received += chunk.toString()));
  child.kill('SIGUSR2');
  await destination.flush(10_000);
  // Written once the buffer has room again, so it is kept, not dropped.
  destination.write(JSON.stringify({ level: 30, msg: 'after the pause' }) + '\n');
  await destination.flush(10_000);
  await new Promise((r) => setTimeout(r, 200));
  // Only whole lines: every line that arrived parses.
  const arrived = received
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { msg: string });
  // Each time the pipe took lines again the count dropped since the last report was logged; together they are all.
  const reports = arrived.map((l) => /^(\d+) log lines were dropped/.exec(l.msg)?.[1]).filter(Boolean);
  expect(reports.length).toBeGreaterThan(0);
  expect(reports.reduce((sum, n) => sum + Number(n), 0)).toBe(dropped);
  expect(arrived.at(-1)?.msg).toBe('after the pause');
}, 60_000);

it('a reader that is gone (EPIPE) costs nothing: lines are dropped and counted', async () => {
  const destination = createLogDestination({
    write: ((_fd: number, _b: Buffer, _o: number, _l: number, _p: null, cb: (e: Error | null, n: number) => void) =>
      setImmediate(() => cb(Object.assign(new Error('EPIPE'), { code: 'EPIPE' }), 0))) as never,
  });
  for (let i = 0; i < 100; i++) destination.write(`{"n":${i}}\n`);
  await destination.flush(1_000);
  expect(destination.dropped).toBe(100);
  expect(destination.buffered).toBe(0);
});
