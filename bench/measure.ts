/** Runs `fn` a few times to warm up, then `runs` times, and prints the median and p95 in milliseconds. */
export async function measure(name: string, runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, runs); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  console.log(
    `${name.padEnd(40)} median ${pct(0.5).toFixed(2).padStart(7)} ms   p95 ${pct(0.95).toFixed(2).padStart(7)} ms   (${runs} runs)`,
  );
  return { median: pct(0.5), p95: pct(0.95) };
}
