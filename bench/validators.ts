/**
 * `npm run bench:validators` (also the last part of `npm run bench`): every user-input check that
 * packages/shared exports — each function and pattern of `rules/`, each zod schema of `schemas/` — run on
 * 100 KB adversarial strings (backtracking bait for e-mails and dates, long runs of spaces, dots, digits,
 * NUL bytes, lone surrogates). Modules are found by listing the folders, so a check added later is measured
 * too. Prints the worst time per check in ms against the 5 ms target (docs/decisions/008); asserts nothing.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ZodType } from 'zod';
import { checkImageFile } from '../packages/shared/src/rules/uploads';

const TARGET_MS = 5;
const SIZE = 100_000;
const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/shared/src');

const fill = (unit: string, tail = '') =>
  unit.repeat(Math.ceil((SIZE - tail.length) / unit.length)).slice(0, SIZE - tail.length) + tail;
/** Inputs that make naive patterns and parsers go quadratic or worse, each 100 KB. */
export const ADVERSARIAL: Record<string, string> = {
  'a@ + "a." × n': `a@${fill('a.')}`.slice(0, SIZE),
  'a × n + @': fill('a', '@'),
  'a@a + ".a" × n + !': `a@a${fill('.a', '!')}`.slice(0, SIZE),
  'spaces + x': fill(' ', 'x'),
  'tabs and newlines + !': fill('\t\n', '!'),
  'dots + x': fill('.', 'x'),
  '! × n + x': fill('!', 'x'),
  'digits + x': fill('9', 'x'),
  '+91 + digits': `+91${fill('9')}`.slice(0, SIZE),
  '1: × n': fill('1:'),
  '2000-01-01T + 0 × n': `2000-01-01T${fill('0')}`.slice(0, SIZE),
  'dd/ × n': fill('01/'),
  '@ × n': fill('@'),
  'a × n + NUL': fill('a', '\u0000'),
  'lone surrogates': fill('\uD800'),
  words: fill('word '),
};

/** Extra arguments for checks that take more than the text (the text is always the first). */
const EXTRA_ARGS: Record<string, unknown[]> = {
  truncateWords: [18],
  truncateChars: [100],
  trimEndChars: ['.!'],
  imageVariant: [480],
  isEndAfterStart: ['09:00'],
  conversationId: ['someone'],
  formatWorkingHours: ['17:00'],
};

type Check = { name: string; run: (input: string) => unknown };

async function collectChecks(): Promise<Check[]> {
  const checks: Check[] = [];
  for (const folder of ['rules', 'schemas']) {
    const files = readdirSync(path.join(shared, folder)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of files.sort()) {
      const mod = (await import(pathToFileURL(path.join(shared, folder, file)).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        const label = `${folder}/${file.replace(/\.ts$/, '')}: ${name}`;
        if (value instanceof RegExp) checks.push({ name: label, run: (s) => value.test(s) });
        else if (isZod(value)) checks.push(...zodChecks(label, value));
        else if (typeof value === 'function' && name !== 'checkImageFile')
          checks.push({
            name: label,
            run: (s) => (value as (...a: unknown[]) => unknown)(s, ...(EXTRA_ARGS[name] ?? [])),
          });
      }
    }
  }
  checks.push({ name: 'rules/uploads: checkImageFile (type text)', run: (s) => checkImageFile({ size: 10, type: s }) });
  return checks;
}

const isZod = (v: unknown): v is ZodType =>
  typeof v === 'object' && v !== null && typeof (v as { safeParse?: unknown }).safeParse === 'function';

/**
 * A schema of text gets the string as is; an object schema is one check per field, the string in that field
 * (in a list for list fields), so each row is one 100 KB value and names the field it measured. Parsed with
 * safeParseAsync, so an async refinement is run and timed rather than thrown out at once by the sync parser.
 */
function zodChecks(label: string, schema: ZodType): Check[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (!shape) return [{ name: label, run: (s) => schema.safeParseAsync(s) }];
  return Object.keys(shape).map((key) => ({
    name: `${label}.${key}`,
    run: (s: string) => schema.safeParseAsync({ [key]: key === 'skills' ? [s] : s }),
  }));
}

/** A check that answers with a promise (an async refinement, a lazy import) is timed until it settles. */
async function timeOf(check: Check, input: string): Promise<number> {
  const times: number[] = [];
  // The median of 7: one garbage-collection pause (or a busy neighbour) must not pass for the check's cost.
  for (let i = 0; i < 7; i++) {
    const t = process.hrtime.bigint();
    try {
      await check.run(input);
    } catch {
      // A check that throws on nonsense still has to throw fast; the time is what counts here.
    }
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return times.sort((a, b) => a - b)[3]!;
}

export async function runValidatorsBench(): Promise<{ over: number }> {
  const checks = await collectChecks();
  // Warm up every check once on a short input, so first-call compilation is not counted.
  for (const check of checks) await timeOf(check, 'warm-up@example.in');
  const rows: Array<{ name: string; worst: number; worstInput: string }> = [];
  for (const check of checks) {
    let worst = 0;
    let worstInput = '';
    for (const [label, input] of Object.entries(ADVERSARIAL)) {
      const ms = await timeOf(check, input);
      if (ms > worst) [worst, worstInput] = [ms, label];
    }
    rows.push({ name: check.name, worst, worstInput });
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(
    `\nUser-input checks of packages/shared on ${SIZE / 1000} KB adversarial strings (target < ${TARGET_MS} ms)`,
  );
  console.log(`${'check'.padEnd(width)}  ${'worst ms'.padStart(9)}  ok  worst input`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(9)}  --  ${'-'.repeat(24)}`);
  for (const r of rows)
    console.log(
      `${r.name.padEnd(width)}  ${r.worst.toFixed(3).padStart(9)}  ${r.worst < TARGET_MS ? '✓ ' : '✗ '}  ${r.worstInput}`,
    );
  const over = rows.filter((r) => r.worst >= TARGET_MS).length;
  console.log(`${rows.length} checks, ${over} over ${TARGET_MS} ms.`);
  return { over };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runValidatorsBench();
