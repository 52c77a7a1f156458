/**
 * How a server-rendered page gets its styles and scripts, from Vite's build output (index.html and the manifest).
 * Every rule here is about the first paint on a slow phone: the page arrives complete, its CSS is inline, and the
 * JavaScript that makes it interactive is fetched only after the page is on screen.
 */

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Reads a built asset (path relative to the client build), or null when it is not there. */
export type ReadAsset = (file: string) => string | null;

/** "</style" cannot occur in Vite's minified CSS outside strings, but never let it end the element early. */
export const styleElement = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * Puts the shell's built stylesheet into the page as a <style> element instead of a render-blocking request (one
 * round trip less before the first paint on a cold load; pages are rendered per visitor, so there is nothing to
 * cache per page anyway).
 */
export function inlineStylesheet(template: string, readAsset: ReadAsset): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const css = readAsset(file);
    return css === null ? link : styleElement(css);
  });
}

/**
 * Takes the shell's module script and modulepreload links out of the built index.html, so that the page can start
 * them after its first paint (see scriptLoader).
 */
export function liftShellScripts(template: string): { template: string; entry: string | null; chunks: string[] } {
  let entry: string | null = null;
  const chunks: string[] = [];
  const stripped = template
    .replace(/(?<!\s)\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_m, src: string) => {
      entry = src;
      return '';
    })
    .replace(/(?<!\s)\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_m, href: string) => {
      chunks.push(href);
      return '';
    });
  return { template: stripped, entry, chunks };
}

/** ` nonce="…"` for an inline script, so the page's Content-Security-Policy (no 'unsafe-inline') lets it run. */
const nonceAttr = (nonce: string) => ` nonce="${nonce.replace(/[^\w+/=-]/g, '')}"`;

/**
 * The inline script that fetches the page's JavaScript once the first frame is painted: the chunks as
 * modulepreload links (fetched in parallel), then the entry. The page is complete HTML without them; fetched
 * earlier, on a slow connection they compete with the HTML and the largest image for bandwidth and push the
 * first paint back. A 1-second timer covers tabs that do not paint (opened in the background).
 */
export function scriptLoader(entry: string, chunks: string[], nonce: string): string {
  return (
    `<script${nonceAttr(nonce)}>(function(){var done=false;function go(){if(done)return;done=true;` +
    `${JSON.stringify(chunks)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;document.head.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()</script>`
  );
}

/**
 * The page's first script, in the head: marks <html data-interacted> at the visitor's first key, tap, click,
 * text input or scroll. The page is on screen and usable long before its JavaScript runs, so only a listener
 * that exists from the start knows whether the visitor is already busy (the welcome popup then stays away;
 * apps/web/src/app/first-interaction.ts reads the mark and keeps it up where this script did not run).
 */
export function interactionWatcher(nonce: string): string {
  return (
    `<script${nonceAttr(nonce)}>(function(){var h=document.documentElement;function f(){h.setAttribute('data-interacted','')}` +
    `['keydown','pointerdown','input','wheel','scroll'].forEach(function(t){addEventListener(t,f,{capture:true,once:true,passive:true})})})()</script>`
  );
}

export interface PageAssets {
  /** For the end of the head: the screens' stylesheets. */
  styles: string;
  /** URLs of the screens' chunks and their static imports, for the loader to preload beside the entry. */
  chunks: string[];
}

/**
 * What a rendered page needs beyond the shell, from the Vite manifest: the stylesheets of its screen chunks and
 * those chunks with their static imports (preloaded beside the entry instead of discovered after it has run).
 * What the shell already carries (the entry, its imports and its stylesheet) is left out.
 *
 * Each screen's stylesheet is inlined, like the shell's, so the first paint waits for no stylesheet request and a
 * page carries only its own rules. Beside it goes a disabled <link> to the same file: it is never fetched, but
 * Vite's loader sees it when the client loads that screen's chunk to hydrate, and does not fetch the file again.
 */
export function routeAssets(
  manifest: Record<string, ManifestChunk>,
  readAsset: ReadAsset,
  { inlineCss = true } = {},
): (modules: string[]) => PageAssets {
  const closure = (keys: string[]) => {
    const chunks = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunks.has(chunk.file)) return;
      chunks.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return { chunks, css };
  };
  const shell = closure(Object.keys(manifest).filter((k) => manifest[k]!.isEntry));
  const cache = new Map<string, PageAssets>();
  return (modules) => {
    const key = modules.join('\n');
    let assets = cache.get(key);
    if (!assets) {
      const page = closure(modules);
      const styles = [...page.css]
        .filter((file) => !shell.css.has(file))
        .flatMap((file) => {
          if (!inlineCss) return [`<link rel="stylesheet" crossorigin href="/${file}" />`];
          const css = readAsset(file);
          return css === null ? [] : [styleElement(css), `<link rel="stylesheet" href="/${file}" disabled />`];
        });
      const chunks = [...page.chunks].filter((file) => !shell.chunks.has(file) && file.endsWith('.js'));
      assets = { styles: styles.join('\n    '), chunks: chunks.map((file) => `/${file}`) };
      cache.set(key, assets);
    }
    return assets;
  };
}
