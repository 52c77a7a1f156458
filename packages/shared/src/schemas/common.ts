import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { isSafeText, parseIsoDateTime } from '../rules/input';

export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZOk = z.object({ ok: z.literal(true) });

/** ISO timestamps travel as strings. */
export const ZTimestamp = z.string();

/**
 * The one way a request schema takes text (docs/decisions/008): a string, at most `max` characters (judged
 * first and final, so nothing else ever runs on a 100 KB string), without NUL bytes or lone surrogates
 * (which PostgreSQL or the encoder would choke on). Chain `.trim()`, `.min()`, `.regex()`… after it;
 * `tooLong` is the sentence a user sees for an over-long value (the text docs/product-rules.md gives, where it gives
 * one).
 */
export const zText = (max: number, messages: { error?: string; tooLong?: string } = {}) =>
  z
    .string({ error: messages.error ?? MSG.invalidRequest })
    .max(max, { error: messages.tooLong ?? `This can be at most ${max} characters.`, abort: true })
    .refine(isSafeText, { error: MSG.textInvalid, abort: true });

/**
 * A timestamp in a query string (`?from=`, `?after=`): an ISO date-time with a zone, a real instant in the years
 * PostgreSQL stores like every other date here (1900–9999), parsed to a Date. Anything else is a 400 with `message`.
 */
export const zIsoDateTime = (message: string) =>
  zText(40, { error: message, tooLong: message }).transform((text, ctx) => {
    const date = parseIsoDateTime(text);
    if (!date) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return date;
  });

/** An id or username in a path or a body: short safe text; one that matches nothing is a 404 later. */
export const ZId = zText(100).trim().min(1, MSG.invalidRequest);
export const ZIdParam = z.object({ id: ZId });

/** A list's opaque paging cursor (decoded and checked by the server's keyset paging). */
export const ZCursor = zText(500, { tooLong: MSG.cursorInvalid, error: MSG.cursorInvalid });

/** A list's page size in the query string: a whole number in 1…max, with the default when absent. */
export const zLimit = (max: number = LIMITS.listMax) =>
  z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, `limit must be between 1 and ${max}.`)
    .max(max, `limit must be between 1 and ${max}.`);
