/**
 * Whether the visitor has started using the page: a key, a tap or click, text input or a scroll. Server-rendered
 * pages mark <html data-interacted> from their first inline script (interactionWatcher in
 * apps/server/src/modules/web/page-assets.ts), long before this code loads; watchFirstInteraction keeps the same
 * mark up where that script did not run (the Vite dev server, a page rendered in the browser).
 */

const ATTRIBUTE = 'data-interacted';
const EVENTS = ['keydown', 'pointerdown', 'input', 'wheel', 'scroll'] as const;

const mark = () => document.documentElement.setAttribute(ATTRIBUTE, '');

/** Call when the client starts. */
export function watchFirstInteraction() {
  if (hasInteracted()) return;
  for (const type of EVENTS) addEventListener(type, mark, { capture: true, once: true, passive: true });
}

export function hasInteracted(): boolean {
  return document.documentElement.hasAttribute(ATTRIBUTE);
}
