import { Worker } from 'node:worker_threads';

/**
 * A deadline the main thread cannot block. Every timer and signal handler of the server runs on its main thread,
 * so a main thread stuck in a synchronous wait (the freeze of docs/decisions/015-a-server-never-freezes.md) also
 * silences the shutdown's own deadline. The watchdog is a worker thread with its own event loop and timer; the
 * two share only a SharedArrayBuffer:
 *
 * - the main thread adds one to a beat counter every second and copies a short summary of its pending work beside
 *   it (requests in flight by route and age, open connections, whether a job round runs, after-response tasks);
 * - while serving, a counter that has not moved for `stallMs` (30 s) is a stalled main thread;
 * - after `stopping()`, a process still alive at the stop deadline (drain + 7 s) is a hung shutdown.
 *
 * Either way the worker writes one fatal JSON line naming the cause and the last summary to fd 2 (asynchronously,
 * giving up after half a second, so a reader that does not read cannot hold the worker either) and sends the
 * process SIGKILL: the port closes, so health probes fail at once instead of hanging, and the orchestrator restarts
 * the instance. The worker is plain JavaScript run with `eval` and no loader, so it starts in milliseconds.
 */
export interface WatchdogOptions {
  /** The main thread is stalled after this long without a beat (WATCHDOG_STALL_MS, 30 s). */
  stallMs: number;
  /** A snapshot of pending work, taken on the main thread once a second (short; it is cut at 8 KB). */
  describePending: () => unknown;
  beatMs?: number;
}

export interface Watchdog {
  /**
   * Copy the pending summary now, so a request that blocks at once is still named. `busy` (the number of requests
   * in flight) above 20 throttles it to once per 50 ms: with few requests a copy costs microseconds and must not be
   * skipped (a request arriving within 50 ms of another would go unnamed), with many the oldest are already known.
   */
  publish(busy?: number): void;
  /** The stop began: if the process is not gone in `deadlineMs`, the worker ends it. */
  stopping(deadlineMs: number): void;
  close(): Promise<void>;
}

const BEATS = 0;
const PHASE = 1;
const DEADLINE_MS = 2;
const PENDING_LENGTH = 3;
const PENDING_BYTES = 8 * 1024;

const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { state, pending, stallMs, pid } = workerData;
const CHECK_MS = Math.max(50, Math.min(250, stallMs / 4));
let lastBeat = Atomics.load(state, ${BEATS});
let lastChange = Date.now();
let stopAt = 0;
let ended = false;
function summary() {
  const length = Atomics.load(state, ${PENDING_LENGTH});
  try { return JSON.parse(Buffer.from(pending.subarray(0, length)).toString('utf8')); } catch { return null; }
}
function end(msg) {
  ended = true;
  clearInterval(check);
  const line = JSON.stringify({ level: 60, time: Date.now(), pid, watchdog: true, msg, pending: summary() }) + '\\n';
  let killed = false;
  const kill = () => { if (!killed) { killed = true; process.kill(pid, 'SIGKILL'); } };
  setTimeout(kill, 500);
  fs.write(2, line, kill);
}
const check = setInterval(() => {
  if (ended) return;
  const now = Date.now();
  const beat = Atomics.load(state, ${BEATS});
  if (beat !== lastBeat) { lastBeat = beat; lastChange = now; }
  if (!stopAt && Atomics.load(state, ${PHASE}) === 1) stopAt = now + Atomics.load(state, ${DEADLINE_MS});
  if (stopAt && now >= stopAt) {
    return end('watchdog: the shutdown did not finish by its deadline (drain + 7 s); killing the process with what was pending');
  }
  if (!stopAt && now - lastChange >= stallMs) {
    return end('watchdog: the main thread has not answered for ' + Math.round((now - lastChange) / 1000) + ' s (stalled in synchronous work); killing the process with what was pending');
  }
}, CHECK_MS);
`;

export function startWatchdog(options: WatchdogOptions): Watchdog {
  const state = new Int32Array(new SharedArrayBuffer(4 * Int32Array.BYTES_PER_ELEMENT));
  const pending = new Uint8Array(new SharedArrayBuffer(PENDING_BYTES));
  const publish = () => {
    let text: string;
    try {
      text = JSON.stringify(options.describePending()) ?? 'null';
    } catch {
      text = 'null';
    }
    const bytes = Buffer.from(text, 'utf8');
    const fitted = bytes.length <= PENDING_BYTES ? bytes : Buffer.from(JSON.stringify({ cut: text.slice(0, 4_000) }));
    pending.set(fitted.subarray(0, PENDING_BYTES));
    Atomics.store(state, PENDING_LENGTH, Math.min(fitted.length, PENDING_BYTES));
  };
  publish();
  let published = Date.now();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    // No tsx and no inspector flags: the worker needs neither, and loading tsx would cost it a second.
    execArgv: [],
    workerData: { state, pending, stallMs: options.stallMs, pid: process.pid },
    stdout: false,
    stderr: false,
  });
  worker.unref();
  const beat = setInterval(() => {
    Atomics.add(state, BEATS, 1);
    publish();
  }, options.beatMs ?? 1_000);
  beat.unref();
  return {
    publish(busy = 0) {
      const now = Date.now();
      if (busy > 20 && now - published < 50) return;
      published = now;
      publish();
    },
    stopping(deadlineMs: number) {
      publish();
      Atomics.store(state, DEADLINE_MS, deadlineMs);
      Atomics.store(state, PHASE, 1);
    },
    async close() {
      clearInterval(beat);
      await worker.terminate();
    },
  };
}
