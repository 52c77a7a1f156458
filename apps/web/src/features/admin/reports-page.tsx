import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@gigbazaar/shared/rules/dates';
import { Flag } from 'lucide-react';
import { toast } from 'react-toastify';
import {
  REPORT_REASON_LABELS,
  type TAdminReportGroup,
  type TReportStatus,
  type TResolveBody,
} from '@gigbazaar/shared/schemas/reports';
import { useApi, type AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import NotFoundPage from '../../app/not-found-page';
import { useCurrentUser } from '../../app/session';
import { errorMessage } from '../../lib/api';
import { useKeptDraft } from '../../lib/drafts';
import { paths } from '../../lib/paths';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { TextArea } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { Loading } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import {
  adminAuditKey,
  adminReportsKey,
  adminReportsQueryOptions,
  auditActionLabel,
  moderationFiguresQueryOptions,
  resolveReport,
} from './api/reports';
import { LoadMore, requireAdmin } from './admin-page';
import styles from './admin.module.css';

type Tab = TReportStatus | 'figures';
const tabParam = (v: string | null): Tab => (v === 'closed' || v === 'figures' ? v : 'open');
const when = (iso: string) => formatDateTime(iso);

/** Admins only: everyone else, visitors included, gets the not-found page (as the API answers them 404). */
export async function loader(ctx: AppContext, { request }: { request: Request }) {
  await requireAdmin(ctx);
  const tab = tabParam(new URL(request.url).searchParams.get('status'));
  if (tab !== 'figures') await ctx.queryClient.prefetchInfiniteQuery(adminReportsQueryOptions(ctx.api, tab));
  return null;
}

export { AdminErrorBoundary as ErrorBoundary } from './admin-page';

interface Choice {
  label: string;
  body: Omit<TResolveBody, 'note'>;
  danger?: boolean;
}

function choicesFor(group: TAdminReportGroup): Choice[] {
  return [
    { label: 'Dismiss', body: { action: 'dismiss' } },
    ...(group.target === 'gig'
      ? [{ label: 'Remove gig', body: { action: 'remove_gig' }, danger: true } as Choice]
      : []),
    { label: 'Warn user', body: { action: 'warn' } },
    { label: 'Suspend 7 days', body: { action: 'suspend', days: 7 }, danger: true },
    { label: 'Suspend 30 days', body: { action: 'suspend', days: 30 }, danger: true },
    { label: 'Suspend for good', body: { action: 'suspend' }, danger: true },
  ];
}

const RESOLUTION_LABELS: Record<TResolveBody['action'], string> = {
  dismiss: 'Dismissed',
  remove_gig: 'Gig removed',
  warn: 'User warned',
  suspend: 'User suspended',
};

const CONFIRM_TEXT: Record<TResolveBody['action'], string> = {
  dismiss: 'The reports are closed and nothing else changes.',
  remove_gig: 'The gig leaves search, lists and its page at once.',
  warn: 'The user sees your note in a notice they must acknowledge at their next visit.',
  suspend: 'The user is signed out everywhere at once, cannot log in, and their gigs are hidden.',
};

/** The confirm step of an action, with the required note (it goes to the audit log, and to the user on a warning). */
function ResolveDialog({ group, choice, onClose }: { group: TAdminReportGroup; choice: Choice; onClose(): void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  // The note is about the item, whichever action it ends with: kept if the admin steps back to pick another.
  const [note, setNote, discardNote] = useKeptDraft(`admin-report:${group._id}`, '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    if (!note.trim()) return setError('Please write a note about this decision.');
    setBusy(true);
    try {
      await resolveReport(api, group._id, { ...choice.body, note: note.trim() });
      discardNote();
      toast.success(`${choice.label}: done. The reports on this item are closed.`);
      void queryClient.invalidateQueries({ queryKey: adminReportsKey });
      void queryClient.invalidateQueries({ queryKey: adminAuditKey, refetchType: 'none' });
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err, 'Could not resolve these reports. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={`${choice.label}?`} size="small">
      <p className={`${styles.muted} ${styles.confirmText}`}>{CONFIRM_TEXT[choice.body.action]}</p>
      <TextArea
        label="Note (required)"
        hint="Why: kept in the audit log."
        value={note}
        rows={3}
        maxLength={1000}
        error={error ?? undefined}
        onChange={(e) => {
          setNote(e.target.value);
          setError(null);
        }}
      />
      <div className={`${styles.buttons} ${styles.dialogActions}`}>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button variant={choice.danger ? 'danger' : 'primary'} onClick={() => void confirm()} busy={busy}>
          {busy ? 'Working…' : `Confirm: ${choice.label}`}
        </Button>
      </div>
    </Modal>
  );
}

function ItemView({ item }: { item: TAdminReportGroup['item'] }) {
  if (item.kind === 'missing') return <p className={styles.muted}>This item no longer exists.</p>;
  if (item.kind === 'gig') {
    return (
      <div className={styles.reportedGig}>
        <img src={item.cover} alt="" width={96} height={64} className={styles.gigCover} />
        <div>
          {item.gone ? (
            <span className={styles.name}>{item.title}</span>
          ) : (
            <Link to={paths.gig(item._id)} className={styles.name}>
              {item.title}
            </Link>
          )}
          {item.gone && <span className={styles.muted}>Deleted or removed: no longer listed.</span>}
        </div>
      </div>
    );
  }
  if (item.kind === 'user') {
    return (
      <div className={styles.reportedGig}>
        <Avatar src={item.img} alt="" size={48} />
        <div className={styles.mailHead}>
          <Link to={paths.profile(item.username)} className={styles.name}>
            {item.username}
          </Link>
          <p className={styles.muted}>{item.desc || 'No bio.'}</p>
        </div>
      </div>
    );
  }
  return (
    <ol className={styles.context} aria-label="The reported message with the messages around it">
      {item.messages.map((m) => (
        <li key={m._id} className={m.reported ? styles.reportedMessage : undefined}>
          <span className={styles.contextWho}>
            {m.username} · {when(m.createdAt)}
            {m.reported && <strong> · reported</strong>}
          </span>
          <span className={styles.contextText}>{m.desc}</span>
        </li>
      ))}
    </ol>
  );
}

function GroupCard({ group }: { group: TAdminReportGroup }) {
  const headingId = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const user = group.reportedUser;
  const kind = { gig: 'Gig', message: 'Message', user: 'Profile' }[group.target];
  return (
    <Card className={styles.card}>
      <article aria-labelledby={headingId}>
        <header className={styles.cardHead}>
          <h2 id={headingId} className={styles.groupTitle}>
            {kind} · {group.count} {group.count === 1 ? 'report' : 'reports'}
          </h2>
          <span className={styles.muted}>
            {group.count > 1 ? `${when(group.firstAt)} – ${when(group.lastAt)}` : when(group.lastAt)}
          </span>
        </header>
        <ul className={styles.chips} aria-label="Reasons">
          {group.reasons.map((r) => (
            <li key={r.reason} className={styles.kind}>
              {REPORT_REASON_LABELS[r.reason]} × {r.count}
            </li>
          ))}
        </ul>
        {group.notes.map((n, i) => (
          <p key={i} className={styles.notes}>
            <strong>{REPORT_REASON_LABELS[n.reason]}: </strong>
            {n.note}
          </p>
        ))}
        <section className={styles.decision} aria-label="The reported item">
          <ItemView item={group.item} />
        </section>
        <section className={styles.decision} aria-label={`About ${user.username}`}>
          <p className={styles.history}>
            <strong>Owner: </strong>
            <Link to={paths.profile(user.username)}>{user.username}</Link>
            {user.closed && ' (account closed)'}
            {user.suspension &&
              (user.suspension.until ? ` · suspended until ${when(user.suspension.until)}` : ' · suspended for good')}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>Past reports</dt>
              <dd>{group.history.pastReports}</dd>
            </div>
            <div>
              <dt>Moderator refusals</dt>
              <dd>
                {group.history.rejections.length === 0
                  ? 'None'
                  : group.history.rejections.map((r) => `${r.rule} × ${r.count}`).join(', ')}
              </dd>
            </div>
            <div>
              <dt>Past actions</dt>
              <dd>
                {group.history.actions.length === 0
                  ? 'None'
                  : group.history.actions.map((a) => `${auditActionLabel(a.action)} (${when(a.at)})`).join('; ')}
              </dd>
            </div>
          </dl>
        </section>
        {group.resolution ? (
          <p className={styles.notes}>
            <strong>Resolved {when(group.resolution.at)}: </strong>
            {RESOLUTION_LABELS[group.resolution.action]}
            {group.resolution.note ? ` — ${group.resolution.note}` : ''}
          </p>
        ) : (
          <div className={`${styles.buttons} ${styles.decision}`}>
            {choicesFor(group).map((c) => (
              <Button
                key={c.label}
                size="small"
                variant={c.danger ? 'danger' : 'secondary'}
                onClick={() => setChoice(c)}
                aria-haspopup="dialog"
              >
                {c.label}
              </Button>
            ))}
          </div>
        )}
        {choice && <ResolveDialog group={group} choice={choice} onClose={() => setChoice(null)} />}
      </article>
    </Card>
  );
}

function ReportList({ status }: { status: TReportStatus }) {
  const api = useApi();
  const query = useInfiniteQuery(adminReportsQueryOptions(api, status));
  if (query.isError) return <Notice tone="error">{errorMessage(query.error, 'Something went wrong!')}</Notice>;
  if (query.isPending) return <Loading label="Loading reports…" />;
  const groups = query.data.pages.flatMap((p) => p.groups);
  if (groups.length === 0) {
    return (
      <Card>
        <p className={styles.muted}>{status === 'open' ? 'No open reports. All clear.' : 'No resolved reports yet.'}</p>
      </Card>
    );
  }
  return (
    <div className={styles.list}>
      {groups.map((g) => (
        <GroupCard key={`${g._id}`} group={g} />
      ))}
      <LoadMore query={query} />
    </div>
  );
}

/** The moderator's refusals per rule per day (counts only: it keeps no text). */
function ModerationFigures() {
  const api = useApi();
  const query = useQuery(moderationFiguresQueryOptions(api));
  if (query.isError) return <Notice tone="error">{errorMessage(query.error, 'Something went wrong!')}</Notice>;
  if (query.isPending) return <Loading label="Loading figures…" />;
  if (query.data.length === 0) {
    return (
      <Card>
        <p className={styles.muted}>The moderator refused nothing in the last 14 days.</p>
      </Card>
    );
  }
  return (
    <Card>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.muted}>
            Texts refused by the moderator, per rule and day (India time), last 14 days
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Rule</th>
              <th scope="col" className={styles.number}>
                Refusals
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((f) => (
              <tr key={`${f.day}-${f.rule}`}>
                <td>{f.day}</td>
                <td>{f.rule}</td>
                <td className={styles.number}>{f.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** The reports queue (decision 013): open and resolved reports by item, and the moderator's figures. */
export default function ReportsPage() {
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = tabParam(params.get('status'));
  if (!me?.isAdmin) return <NotFoundPage />;
  const panel = (id: Tab) =>
    tab !== id ? null : id === 'figures' ? <ModerationFigures /> : <ReportList status={id} />;

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Reports" description="Reported gigs, messages and profiles." />
      <PageHeader
        icon={Flag}
        title="Reports"
        subtitle="Reported gigs, messages and profiles, grouped by item. Every action is written to the audit log."
        actions={
          <Link to={paths.adminAudit()} className={styles.headerLink}>
            Audit log
          </Link>
        }
      />
      <Tabs
        label="Reports"
        value={tab}
        onChange={(id) => setParams(id === 'open' ? {} : { status: id }, { replace: true })}
        items={[
          { id: 'open', label: 'Open', panel: panel('open') },
          { id: 'closed', label: 'Closed', panel: panel('closed') },
          { id: 'figures', label: 'Figures', panel: panel('figures') },
        ]}
      />
    </main>
  );
}
