/**
 * Error logs without personal data (docs/decisions/008). drizzle's "Failed query: … params: …" errors carry
 * every bound value (e-mails, phone numbers, bios), and PostgreSQL's own messages quote the offending value
 * ('invalid input syntax … "x"', 'Key (email)=(…) already exists'). The logger's `err` serializer keeps what
 * helps debugging (type, the SQL text with its $1 placeholders, codes, constraint, stack frames) and drops
 * the values.
 */

const PARAMS_LINE = /\nparams: [\s\S]*$/;
/** Double-quoted values in a database message ('… for type integer: "abc"'); never nested, so linear. */
const QUOTED = /"[^"\n]*"/g;
/** Fields of a PostgreSQL error that name things rather than quote data. */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

export const redactMessage = (message: string) => message.replace(PARAMS_LINE, '').replace(QUOTED, '"…"');

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function errorLogSerializer(err: Error, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: redactMessage(String(err)), stack: '' };
  const message = redactMessage(err.message);
  // The stack starts with "<name>: <message>"; the frames below it carry no data.
  const frames = err.stack ? err.stack.indexOf('\n    at ') : -1;
  const stack = `${err.name}: ${message}${frames >= 0 ? err.stack!.slice(frames) : ''}`;
  const out: SerializedError = { type: err.constructor?.name ?? 'Error', message, stack };
  const record = err as unknown as Record<string, unknown>;
  if (typeof record.query === 'string') out.query = record.query;
  for (const key of SAFE_FIELDS) if (record[key] !== undefined) out[key] = record[key];
  if (err.cause !== undefined && depth < 3) out.cause = errorLogSerializer(err.cause as Error, depth + 1);
  return out;
}
