import { useCallback, useEffect, useState } from 'react';
import { draftStorageKey, readStoredDraft, type GigDraft, type Step } from '../gig-form';

type TextField = Exclude<keyof GigDraft, 'images' | 'features'>;

/**
 * The wizard's draft and step. Creating a gig keeps both in this browser (per account) on every change, the
 * uploaded pictures' URLs included, so a reload on any step comes back to it; `forget()` drops the copy once the
 * gig exists. Editing keeps nothing: the gig itself is the saved state.
 */
export function useGigDraft(initial: GigDraft, keepFor: string | null) {
  const storageKey = keepFor ? draftStorageKey(keepFor) : null;
  const [draft, setDraft] = useState<GigDraft>(initial);
  const [step, setStep] = useState<Step>(1);
  // The stored copy is read after hydration (the server renders the empty wizard), and nothing is written before.
  const [keeping, setKeeping] = useState(false);

  useEffect(() => {
    if (!storageKey) return;
    try {
      const stored = readStoredDraft(localStorage.getItem(storageKey));
      if (stored) {
        setDraft(stored.draft);
        setStep(stored.step);
      }
    } catch {
      // Storage can be refused (private browsing): the wizard still works, just without the reload safety.
    }
    setKeeping(true);
  }, [storageKey]);

  useEffect(() => {
    if (!storageKey || !keeping) return;
    try {
      localStorage.setItem(storageKey, JSON.stringify({ step, draft }));
    } catch {
      // See above.
    }
  }, [storageKey, keeping, step, draft]);

  const setField = useCallback((name: TextField, value: string) => setDraft((d) => ({ ...d, [name]: value })), []);

  const forget = useCallback(() => {
    setKeeping(false);
    if (!storageKey) return;
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // See above.
    }
  }, [storageKey]);

  return { draft, setDraft, setField, step, setStep, forget };
}
