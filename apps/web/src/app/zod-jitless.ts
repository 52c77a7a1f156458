import { config } from 'zod';

/**
 * Imported first by the browser entry, before any schema module runs. Zod's object schemas otherwise probe for
 * `new Function` when they are built; under our nonce-based CSP (no 'unsafe-eval') that probe is blocked and the
 * browser reports a policy violation on every page, even though zod catches the error and falls back. Jitless
 * parsing is what the browser would end up using anyway, so nothing is lost but the report.
 */
config({ jitless: true });
