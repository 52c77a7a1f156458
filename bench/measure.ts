/** An answer from inject() (statusCode) or fetch() (status). */
type Answer = { statusCode: number; body?: string } | { status: number; statusText?: string };

const statusOf = (res: unknown): number | undefined => {
  if (typeof res !== 'object' || res === null) return undefined;
  if ('statusCode' in res && typeof res.statusCode === 'number') return res.statusCode;
  if ('status' in res && typeof res.status === 'number') return res.status;
  return undefined;
};

/**
 * Throws unless `res` has the expected status (by default any 2xx): a refused or failed request is often faster
 * than the real work, so timing it would report an error as a fast success.
 */
export function expectStatus<R extends Answer>(what: string, res: R, expected?: number): R {
  const status = statusOf(res)!;
  const ok = expected === undefined ? status >= 200 && status < 300 : status === expected;
  if (!ok) {
    const body = 'body' in res && typeof res.body === 'string' ? ` ${res.body.slice(0, 300)}` : '';
    throw new Error(`${what} answered ${status}${expected === undefined ? '' : ` (expected ${expected})`}${body}`);
  }
  return res;
}

/**
 * Runs `fn` a few times to warm up, then `runs` times, and prints the median and p95 in milliseconds. When `fn`
 * returns an HTTP answer, every run's status must be a 2xx (see expectStatus).
 */
export async function measure(name: string, runs: number, fn: () => Promise<unknown>) {
  const timed = async () => {
    const t = process.hrtime.bigint();
    const res = await fn();
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (statusOf(res) !== undefined) expectStatus(name, res as Answer);
    return ms;
  };
  for (let i = 0; i < Math.min(20, runs); i++) await timed();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timed());
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  console.log(
    `${name.padEnd(40)} median ${pct(0.5).toFixed(2).padStart(7)} ms   p95 ${pct(0.95).toFixed(2).padStart(7)} ms   (${runs} runs)`,
  );
  return { median: pct(0.5), p95: pct(0.95) };
}
