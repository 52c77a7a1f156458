import { config } from 'zod';

/**
 * For browser code, imported before the first shared schema module it loads: the pages' Content-Security-Policy
 * allows no `eval`, and without this zod, when it builds an object schema, probes whether it may compile parsers
 * with `new Function`, which the browser refuses and reports as a policy violation. Parsing works the same without
 * the compiled parsers (the server keeps them). Not in the client entry: that would move zod into every page's
 * first script.
 */
// Only in a browser: the server-side render imports the same component, and zod's setting is process-wide.
if ('document' in globalThis) config({ jitless: true });
