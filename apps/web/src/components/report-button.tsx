import { lazy, Suspense, useState } from 'react';
import { Flag } from 'lucide-react';
import type { TReportTarget } from '@gigbazaar/shared/schemas/reports';
import { Button } from '../ui/button';

// The dialog (form, texts, toasts) loads on the first click: most visitors never report anything.
const LazyReportDialog = lazy(() => import('./report-dialog'));

const WHAT: Record<TReportTarget, string> = { gig: 'this gig', message: 'this message', user: 'this profile' };

/**
 * "Report" on a gig, a message or a profile (decision 013): opens the report dialog; focus comes back here when it
 * closes. Render it only for a signed-in user who does not own the item (the server refuses both anyway).
 */
export function ReportButton({
  target,
  id,
  compact = false,
  block,
  className,
}: {
  target: TReportTarget;
  id: string;
  /** Icon and a short word only (each message of a conversation). */
  compact?: boolean;
  block?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        block={block}
        className={className}
        onClick={() => setOpen(true)}
        aria-label={compact ? `Report ${WHAT[target]}` : undefined}
        aria-haspopup="dialog"
      >
        <Flag size={compact ? 14 : 16} aria-hidden="true" />
        {compact ? 'Report' : `Report ${WHAT[target]}`}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LazyReportDialog target={target} id={id} what={WHAT[target]} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
