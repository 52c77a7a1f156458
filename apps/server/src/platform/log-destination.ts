import fs from 'node:fs';

/**
 * Where the server's log lines go: a destination that never makes the main thread wait, whatever reads the other
 * end of stdout. pino's default destination (sonic-boom on fd 1) retries a write that fails with EAGAIN — a pipe or
 * socket whose reader has paused — and on `process.exit` flushes synchronously, sleeping in `Atomics.wait` 100 ms at
 * a time until the reader drains: with a reader that never drains, the process never finishes exiting and no signal
 * handler or timer runs again (docs/decisions/015-a-server-never-freezes.md).
 *
 * Here a line is only appended to a bounded buffer; one asynchronous `fs.write` at a time (on the thread pool, so
 * even a blocking descriptor holds a pool thread, never the event loop) drains it. When the buffer is full, lines
 * are dropped and counted, and the count is logged once the reader takes lines again. There is no synchronous
 * flush at all: `flush(timeoutMs)` is a bounded asynchronous wait the shutdown uses before it exits.
 */
export interface LogDestination {
  /** pino's stream interface: takes one serialized line, never blocks. */
  write(line: string): boolean;
  /** Resolves once what is buffered is written, or after `timeoutMs` — whichever comes first. */
  flush(timeoutMs: number): Promise<void>;
  readonly dropped: number;
  readonly buffered: number;
}

export interface LogDestinationOptions {
  fd?: number;
  /** Bytes kept while the reader is not reading; beyond it lines are dropped. */
  maxBufferBytes?: number;
  /** How long to wait before trying again after EAGAIN. */
  retryMs?: number;
  /** Injected for tests. */
  write?: typeof fs.write;
}

/** The bytes written per call: the size of a pipe's atomic write on Linux times 16 (and Docker's log chunk). */
const MAX_CHUNK = 64 * 1024;

export function createLogDestination(options: LogDestinationOptions = {}): LogDestination {
  const fd = options.fd ?? 1;
  const maxBuffer = options.maxBufferBytes ?? 4 * 1024 * 1024;
  const retryMs = options.retryMs ?? 100;
  const write = options.write ?? fs.write;
  const queue: string[] = [];
  let queued = 0;
  let dropped = 0;
  /** Lines dropped since the last report; reported when a write succeeds again. */
  let unreported = 0;
  let writing = false;
  let retry: NodeJS.Timeout | undefined;
  let waiters: Array<() => void> = [];

  const settleWaiters = () => {
    if (queued > 0 || writing) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const pump = () => {
    if (writing || retry || !queue.length) return settleWaiters();
    let chunk = '';
    while (queue.length && (chunk.length === 0 || chunk.length + queue[0]!.length <= MAX_CHUNK)) {
      chunk += queue.shift();
    }
    const bytes = Buffer.from(chunk);
    writing = true;
    const attempt = (offset: number) => {
      write(fd, bytes, offset, bytes.length - offset, null, (err, written) => {
        if (err) {
          const code = (err as NodeJS.ErrnoException).code;
          if (code === 'EAGAIN' || code === 'EWOULDBLOCK' || code === 'EBUSY') {
            // The reader is not reading now: try the rest later, off the event loop's critical path. The timer is
            // unref'd so a waiting log never keeps a finished process alive.
            retry = setTimeout(() => {
              retry = undefined;
              attempt(offset);
            }, retryMs);
            retry.unref();
            return;
          }
          // EPIPE (the reader is gone), EBADF: nobody can read these lines; drop them and keep counting.
          queued -= chunk.length;
          dropped += countLines(chunk);
          unreported += countLines(chunk);
          writing = false;
          return pump();
        }
        if (offset + written < bytes.length) return attempt(offset + written);
        queued -= chunk.length;
        writing = false;
        if (unreported > 0) {
          const line = JSON.stringify({
            level: 40,
            time: Date.now(),
            pid: process.pid,
            msg: `${unreported} log lines were dropped while the log reader was not reading (${dropped} since start)`,
          });
          unreported = 0;
          queue.unshift(line + '\n');
          queued += line.length + 1;
        }
        pump();
      });
    };
    attempt(0);
  };

  return {
    write(line: string) {
      if (queued + line.length > maxBuffer) {
        dropped++;
        unreported++;
        return true;
      }
      queue.push(line);
      queued += line.length;
      if (!writing && !retry) queueMicrotask(pump);
      return true;
    },
    flush(timeoutMs: number) {
      if (queued === 0 && !writing) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    get dropped() {
      return dropped;
    },
    get buffered() {
      return queued;
    },
  };
}

function countLines(text: string) {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n || 1;
}
