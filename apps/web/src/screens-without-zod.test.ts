import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Screens that need no schema load no zod before they are interactive (about 23 KB compressed, evaluated on the
 * main thread of a slow phone): they take sentences and limits from the shared `schemas/*-constants.ts` modules, not
 * from the schema modules. Checked on the static imports (lazy `import()` excluded, types excluded), followed
 * through the web app and packages/shared, from each screen's module.
 */
const SCREENS = [
  'features/home/home-page.tsx',
  'features/explore/explore-page.tsx',
  'features/gig/gig-page.tsx',
  'features/profile/profile-page.tsx',
  'features/orders/orders-page.tsx',
  'features/orders/order/order-page.tsx',
  'features/messages/messages-page.tsx',
  'features/messages/conversation-page.tsx',
  'features/settings/settings-page.tsx',
  'features/seller/seller-page.tsx',
  'features/my-gigs/my-gigs-page.tsx',
  'features/earnings/earnings-page.tsx',
  // Loaded after every signed-in page has hydrated (the root layout's lazy notifier and warning notice).
  'layout/notifier/notifier.tsx',
  'layout/warning-notice.tsx',
];

const web = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.d.ts', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const shared = import.meta.glob<string>(['../../../packages/shared/src/**/*.ts', '!**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** Every source by a path of its own: `web/features/…` and `shared/schemas/…`. */
const sources = new Map<string, string>([
  ...Object.entries(web).map(([p, text]) => [`web/${p.slice(2)}`, text] as const),
  ...Object.entries(shared).map(
    ([p, text]) => [`shared/${p.replace('../../../packages/shared/src/', '')}`, text] as const,
  ),
]);

/** The modules `text` imports at run time: import and export-from declarations that are not type-only. */
function runtimeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0
          ? bindings.elements.every((e) => e.isTypeOnly)
          : false;
      if (!onlyTypes) found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@gigbazaar/shared/')) base = `shared/${specifier.slice('@gigbazaar/shared/'.length)}`;
  else if (specifier.startsWith('.')) {
    const parts = from.split('/').slice(0, -1);
    for (const piece of specifier.split('/')) {
      if (piece === '..') parts.pop();
      else if (piece !== '.') parts.push(piece);
    }
    base = parts.join('/');
  } else return null;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((p) => sources.has(p)) ?? null;
}

/** The packages a module loads, with the chain of modules through which it first reaches each. */
function packagesFrom(start: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file, sources.get(file)!)) {
      const next = resolve(file, specifier);
      if (next) visit(next, [...chain, next]);
      else if (!specifier.startsWith('.') && !reached.has(specifier)) reached.set(specifier, chain);
    }
  };
  visit(start, [start]);
  return reached;
}

describe('screens without zod', () => {
  it('finds zod where a screen does use a schema (the check itself works)', () => {
    expect(packagesFrom('web/features/gig-editor/add-gig-page.tsx').has('zod')).toBe(true);
  });

  it.each(SCREENS)('%s loads no zod', (screen) => {
    expect(sources.has(`web/${screen}`)).toBe(true);
    expect(packagesFrom(`web/${screen}`).get('zod')).toBeUndefined();
  });
});

/**
 * The same walk for libphonenumber's metadata (33 KB compressed): the forms with a phone field load the check when
 * the browser is idle or at submit (lib/phone-rule), so no screen carries it before it is interactive.
 */
describe('screens without libphonenumber', () => {
  const phoneFree = [...SCREENS, 'features/auth/register-page.tsx', 'features/gig-editor/add-gig-page.tsx'];
  const phoneLibrary = (screen: string) => [...packagesFrom(screen).keys()].find((p) => p.startsWith('libphonenumber'));

  it('finds libphonenumber where a module does check phones (the check itself works)', () => {
    expect(phoneLibrary('shared/schemas/users.ts')).toBe('libphonenumber-js/mobile');
  });

  it.each(phoneFree)('%s loads no libphonenumber', (screen) => {
    expect(sources.has(`web/${screen}`)).toBe(true);
    expect(phoneLibrary(`web/${screen}`)).toBeUndefined();
  });
});
