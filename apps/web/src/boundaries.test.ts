import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app's module boundaries, checked on every file's imports (static, re-exports and lazy `import()`):
 * a feature folder (`features/<area>/`) imports no other feature, and the shell (`app/`, `layout/`, `ui/`,
 * `components/`, `hooks/`, `lib/`, the entry files) imports no feature. What several features need lives in
 * the shell. The one exception is the route table, which has to name every screen to lazy-load it.
 */
const ROUTE_TABLE = 'app/routes.tsx';

interface Violation {
  file: string;
  imports: string;
}

/** `features/orders/pay-page.tsx` → `orders`; a shell file → null. */
function featureOf(path: string): string | null {
  const parts = path.split('/');
  return parts[0] === 'features' && parts.length > 2 ? parts[1]! : null;
}

/** A relative specifier resolved against the importing file, as a path from `src/`. */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const piece of specifier.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

/** Every forbidden import among `sources` (path from `src/` → file text). */
function boundaryViolations(sources: Record<string, string>): Violation[] {
  const found: Violation[] = [];
  for (const [file, text] of Object.entries(sources)) {
    if (file === ROUTE_TABLE) continue;
    const own = featureOf(file);
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(file, fileName);
      if (!target.startsWith('features/')) continue;
      const theirs = featureOf(`${target}/x`);
      if (own === null || theirs !== own) found.push({ file, imports: target });
    }
  }
  return found;
}

describe('web module boundaries', () => {
  it('finds a feature importing another feature, and the shell importing a feature', () => {
    expect(
      boundaryViolations({
        'features/orders/orders-page.tsx': "import { useOpenConversation } from '../messages/use-open-conversation';",
        'features/home/components/dashboard.tsx': "export { ordersKey } from '../../orders/api';",
        'layout/notifier/notifier.tsx': "const m = () => import('../../features/messages/api');",
        'lib/x.ts': "import '../features/gig/gig-page';",
        'features/gig/reviews/api/create-review.ts': "import { gigQueryKey } from '../../api/get-gig';",
        'features/gig/gig-page.tsx': "import { Button } from '../../ui/button';\nimport x from './api/get-gig';",
        'app/routes.tsx': "const home = () => import('../features/home/home-page');",
      }),
    ).toEqual([
      { file: 'features/orders/orders-page.tsx', imports: 'features/messages/use-open-conversation' },
      { file: 'features/home/components/dashboard.tsx', imports: 'features/orders/api' },
      { file: 'layout/notifier/notifier.tsx', imports: 'features/messages/api' },
      { file: 'lib/x.ts', imports: 'features/gig/gig-page' },
    ]);
  });

  it('holds for every file of the web app', () => {
    const modules = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.d.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const sources = Object.fromEntries(Object.entries(modules).map(([path, text]) => [path.slice(2), text]));
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(sources[ROUTE_TABLE]).toBeDefined();
    expect(boundaryViolations(sources)).toEqual([]);
  });
});
