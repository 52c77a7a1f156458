import { Notice } from '../../../ui/notice';
import type { Flash } from '../hooks/use-flash';

/** A section's result message (Notice announces it: errors as alerts, the rest as status). */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  return flash ? <Notice tone={flash.tone}>{flash.text}</Notice> : null;
}
