import { config } from 'zod';

/**
 * Imported first by the browser entry, before any schema module runs. Zod's object schemas otherwise probe for
 * `new Function` when they are built; under the pages' CSP (no 'unsafe-eval') the browser refuses that probe and
 * reports a policy violation, although zod catches it and parses without compiled parsers anyway. Only `config`
 * is imported, so the schemas themselves stay in the chunks of the screens that use them. The server keeps its
 * compiled parsers: this module runs only in the browser entry.
 */
config({ jitless: true });
