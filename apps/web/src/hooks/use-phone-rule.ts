import { useEffect } from 'react';
import { loadPhoneRule } from '../lib/phone-rule';
import { useIdle } from './use-idle';

/** A form with a phone field: loads the phone check once the browser is idle, before the user can submit. */
export function usePhoneRule(): void {
  const idle = useIdle();
  useEffect(() => {
    // A failure here is retried by the submit itself (phoneRuleForSubmit).
    if (idle) loadPhoneRule().catch(() => undefined);
  }, [idle]);
}
