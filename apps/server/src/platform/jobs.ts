import type { FastifyBaseLogger } from 'fastify';

/** Runs `work` now and then every `everyMs`, never overlapping itself; `stop` ends it (shutdown drain). */
export function startRepeatingJob(
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
  log: FastifyBaseLogger,
): { stop: () => void; idle: () => Promise<void> } {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    if (stopped) return;
    running = work()
      .then(() => undefined)
      .catch((err: unknown) => log.warn({ err }, `${name} failed; it runs again in ${Math.round(everyMs / 1000)} s`))
      .finally(() => {
        if (!stopped) {
          timer = setTimeout(tick, everyMs);
          timer.unref();
        }
      });
  };
  tick();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    idle: () => running,
  };
}
