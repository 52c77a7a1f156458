import { describe, expect, it } from 'vitest';
import {
  inlineStylesheet,
  interactionWatcher,
  liftShellScripts,
  routeAssets,
  scriptLoader,
  type ManifestChunk,
} from './page-assets';

const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index-1.css'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  'src/home.tsx': { file: 'assets/home-1.js', imports: ['_react.js', '_card.js'], css: ['assets/home-1.css'] },
  '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'], css: ['assets/card-1.css'] },
  'src/explore.tsx': { file: 'assets/explore-1.js', imports: ['_card.js'] },
};
const files: Record<string, string> = {
  'assets/index-1.css': 'body{margin:0}',
  'assets/home-1.css': '.hero{color:red}',
  'assets/card-1.css': '.card{padding:0}',
};
const read = (file: string) => files[file] ?? null;

describe('routeAssets', () => {
  it('inlines the screens’ own stylesheets with a disabled link for Vite’s loader, and lists their chunks', () => {
    const assets = routeAssets(manifest, read)(['src/home.tsx']);
    expect(assets.styles).toContain('<style>.hero{color:red}</style>');
    expect(assets.styles).toContain('<style>.card{padding:0}</style>');
    expect(assets.styles).toContain('<link rel="stylesheet" href="/assets/home-1.css" disabled />');
    // The shell's stylesheet and chunks are already in the page.
    expect(assets.styles).not.toContain('margin:0');
    expect(assets.chunks).toEqual(['/assets/home-1.js', '/assets/card-1.js']);
  });

  it('links the stylesheets instead when inlining is off, and skips files that are missing', () => {
    const assets = routeAssets(manifest, () => null, { inlineCss: false })(['src/home.tsx']);
    expect(assets.styles).toContain('<link rel="stylesheet" crossorigin href="/assets/home-1.css" />');
    expect(routeAssets(manifest, () => null)(['src/home.tsx']).styles).toBe('');
  });

  it('gives a screen without CSS only its chunks, and an unknown module nothing', () => {
    const pageAssets = routeAssets(manifest, read);
    expect(pageAssets(['src/explore.tsx'])).toEqual({
      styles: expect.stringContaining('.card{padding:0}'),
      chunks: ['/assets/explore-1.js', '/assets/card-1.js'],
    });
    expect(pageAssets(['src/nope.tsx'])).toEqual({ styles: '', chunks: [] });
  });
});

describe('the shell template', () => {
  const built = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>`;

  it('lifts the entry script and its preloads out of the head', () => {
    const shell = liftShellScripts(built);
    expect(shell.entry).toBe('/assets/index-1.js');
    expect(shell.chunks).toEqual(['/assets/react-1.js']);
    expect(shell.template).not.toMatch(/<script|modulepreload/);
    expect(inlineStylesheet(shell.template, read)).toContain('<style>body{margin:0}</style>');
  });

  it('never lets inlined CSS close its style element early', () => {
    expect(inlineStylesheet(built, () => 'a{content:"</style>"}')).toContain('a{content:"<\\/style>"}');
  });

  it('starts the scripts after the first paint, with a timer for pages that never paint', () => {
    const loader = scriptLoader('/assets/index-1.js', ['/assets/react-1.js'], 'bm9uY2U=');
    expect(loader).toMatch(/^<script nonce="bm9uY2U=">.*<\/script>$/);
    expect(loader).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
    expect(loader).toContain('setTimeout(go,1000)');
    expect(loader).toContain('["/assets/react-1.js"]');
    expect(loader).toContain('s.src="/assets/index-1.js"');
  });

  it('marks the first interaction from the head, with the nonce', () => {
    const watcher = interactionWatcher('bm9uY2U=');
    expect(watcher).toMatch(/^<script nonce="bm9uY2U=">.*<\/script>$/);
    expect(watcher).toContain("h.setAttribute('data-interacted','')");
    for (const type of ['keydown', 'pointerdown', 'input', 'wheel', 'scroll']) expect(watcher).toContain(`'${type}'`);
  });

  it('keeps a nonce from breaking out of its attribute', () => {
    expect(scriptLoader('/a.js', [], 'x" onload="alert(1)')).toMatch(/^<script nonce="xonload=alert1">/);
  });
});
