import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@gigbazaar/shared/constants';

export interface Flash {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/** A result message that clears itself after 3 seconds (docs/product-rules.md "Settings and profile fields"). */
export function useFlash(ms: number = TIMINGS.settingsMessageMs) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (tone: Flash['tone'], text: string) => {
      clearTimeout(timer.current);
      setFlash({ tone, text });
      timer.current = setTimeout(() => setFlash(null), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFlash(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { flash, show, clear };
}
