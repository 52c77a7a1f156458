/**
 * Text typed into a server-rendered form before the page is interactive would be lost: when React hydrates a
 * controlled field it writes the field's rendered value (empty) back into it. So from the moment the client
 * starts, typed values are recorded, and once the page has hydrated they are put back through the same input
 * events a keystroke fires, so the forms' own state takes them.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);
const typed = new Map<Field, string>();

function asTextField(target: EventTarget | null): Field | null {
  if (target instanceof HTMLInputElement) return NOT_TEXT.has(target.type) ? null : target;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target;
  return null;
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

const record = (event: Event) => {
  const field = asTextField(event.target);
  if (field) typed.set(field, field.value);
};

/** Call before hydrating: records what was typed so far and whatever is typed until restoreEarlyInput. */
export function watchEarlyInput(root: ParentNode = document) {
  root.querySelectorAll('input, textarea, select').forEach((el) => {
    const field = asTextField(el);
    if (field && changed(field)) typed.set(field, field.value);
  });
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
}

/** Call once the page has hydrated: puts the recorded values back where hydration reset them. */
export function restoreEarlyInput() {
  document.removeEventListener('input', record, true);
  document.removeEventListener('change', record, true);
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    // React keeps a private copy of the value it last saw, updated by assignments to `field.value`, and calls the
    // form's onChange only when an input event finds the field differing from it. The field may still show the
    // typed text (the form's empty state is written back on its next render), so first tell React it is empty,
    // then put the text in through the prototype's setter, which React does not see, and fire the event.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  typed.clear();
}
