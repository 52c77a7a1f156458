import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { Camera } from 'lucide-react';
import { UPLOAD_IMAGE_ACCEPT } from '@gigbazaar/shared/schemas/uploads-constants';
import { Button } from './button';

/**
 * A button that opens the system's picker for one image file and hands over the file picked (or null). The
 * input itself stays hidden: a real button is what keyboards and screen readers reach.
 */
export function ImageFileButton({
  onPick,
  disabled,
  busy,
  testId,
  children,
}: {
  onPick(file: File | null): void;
  disabled?: boolean;
  busy?: boolean;
  /** data-testid of the file input, for browser tests that set files on it. */
  testId?: string;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Cleared, so picking the same file again (after an error) still fires a change.
    event.target.value = '';
    onPick(file);
  };
  return (
    <>
      <input ref={input} type="file" accept={UPLOAD_IMAGE_ACCEPT} hidden onChange={onChange} data-testid={testId} />
      <Button
        variant="secondary"
        size="small"
        onClick={() => input.current?.click()}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
      >
        <Camera size={16} aria-hidden="true" />
        {children}
      </Button>
    </>
  );
}
