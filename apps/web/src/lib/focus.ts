/** What a keyboard user can reach in an element: links and buttons, not the mouse-only ones (tabindex -1). */
const REACHABLE = 'a[href]:not([tabindex="-1"]), button:not(:disabled), input:not(:disabled), [tabindex="0"]';

/**
 * Before an item of a list goes away, focus moves where a keyboard user carries on instead of falling to the
 * page: into the next item, else the previous one, else `fallback` (for instance the field that adds items).
 */
export function focusNeighbourOf(item: Element | null, fallback?: HTMLElement | null, selector = REACHABLE) {
  const within = (el: Element | null | undefined) => el?.querySelector<HTMLElement>(selector) ?? null;
  (within(item?.nextElementSibling) ?? within(item?.previousElementSibling) ?? fallback)?.focus();
}
