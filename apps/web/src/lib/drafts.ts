import { useCallback, useState } from 'react';

/**
 * What someone typed into a dialog and has not sent yet, by what it is for (`report:gig:<id>`,
 * `order:<id>:dispute`). Closing the dialog, the server refusing the text, or the dialog's screen re-rendering
 * it from scratch must not cost the words; sending them does. Kept in memory only: it lives as long as the page,
 * and signing out reloads the page, so nothing is left for the next person at a shared computer.
 */
const drafts = new Map<string, unknown>();

export function readDraft<T>(key: string, initial: T): T {
  return drafts.has(key) ? (drafts.get(key) as T) : initial;
}

export function keepDraft<T>(key: string, value: T, initial: T) {
  // An emptied field is no draft: the next opening starts as a first one would.
  if (Object.is(value, initial) || JSON.stringify(value) === JSON.stringify(initial)) drafts.delete(key);
  else drafts.set(key, value);
}

export function discardDraft(key: string) {
  drafts.delete(key);
}

/** useState whose value outlives the component until `discard()` (call it once the words are sent). */
export function useKeptDraft<T>(key: string, initial: T): [T, (next: T) => void, () => void] {
  const [value, setValue] = useState<T>(() => readDraft(key, initial));
  const set = useCallback(
    (next: T) => {
      keepDraft(key, next, initial);
      setValue(next);
    },
    // `initial` is a literal of the caller's ('' or a fixed object): only the key decides the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const discard = useCallback(() => discardDraft(key), [key]);
  return [value, set, discard];
}
