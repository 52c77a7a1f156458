import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download, FileText, IndianRupee } from 'lucide-react';
import type { LoaderFunctionArgs } from 'react-router';
import { formatDate } from '@gigbazaar/shared/rules/dates';
import { formatRupeesWithPaise } from '@gigbazaar/shared/rules/money';
import { istMonthKey } from '@gigbazaar/shared/rules/payout-tax';
import { statementMonthLabel } from '@gigbazaar/shared/rules/statement';
import type { TTransferStatus } from '@gigbazaar/shared/schemas/payouts';
import { useApi, type AppContext } from '../../app/app-context';
import { requireSeller } from '../../app/guards';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { TableScroll } from '../../ui/table-scroll';
import { Notice } from '../../ui/notice';
import { PageHeader, pageHeaderLinkClass } from '../../ui/page-header';
import { Loading } from '../../ui/spinner';
import { earningsQueryOptions } from './api';
import { EarningsChart } from './earnings-chart';
import { SaleSplitCells, SaleSplitHeads } from './sale-split';
import styles from './earnings.module.css';

/** Sellers only: visitors go to /login, buyers to /seller (as the other seller screens). */
export async function loader(ctx: AppContext, { request }: LoaderFunctionArgs) {
  await requireSeller(ctx, request);
  await ctx.queryClient.prefetchInfiniteQuery(earningsQueryOptions(ctx.api));
  return null;
}

const STATUS_LABEL: Record<TTransferStatus, string> = {
  held: 'In escrow',
  released: 'Released',
  refunded: 'Refunded',
  paid_out: 'Paid out',
};

const day = formatDate;

const TOTALS = [
  { key: 'inEscrow', label: 'In escrow', hint: 'Held until the buyer approves or 7 days pass' },
  { key: 'released', label: 'Released this month', hint: 'Your share, released from escrow' },
  { key: 'paidOut', label: 'Paid out', hint: 'Settled to your bank account' },
  { key: 'tdsThisYear', label: 'TDS this financial year', hint: 'Deducted under section 194-O (April–March)' },
] as const;

/**
 * Links to the monthly statements (commission invoice and TDS figures): this month and every month with sales in the
 * chart, newest first.
 */
function StatementLinks({ months }: { months: string[] }) {
  const list = [...new Set([istMonthKey(new Date()), ...months])].sort().reverse();
  return (
    <nav aria-labelledby="statements-title" className={styles.statements}>
      <h2 id="statements-title" className={styles.statementsTitle}>
        <FileText size={18} aria-hidden="true" /> Monthly statements
      </h2>
      <ul className={styles.statementList}>
        {list.map((m) => (
          <li key={m}>
            <Link to={paths.earningsStatement(m)} className={styles.statementLink}>
              {statementMonthLabel(m)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The seller's earnings (docs/decisions/019): totals, a monthly chart and the per-order split with its tax lines. */
export default function EarningsPage() {
  const api = useApi();
  const me = useCurrentUser();
  const query = useInfiniteQuery({ ...earningsQueryOptions(api), enabled: Boolean(me?.isSeller) });
  const first = query.data?.pages[0];
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Earnings" description="Your sales, tax and payouts on GigBazaar." />
      <PageHeader
        icon={IndianRupee}
        title="Earnings"
        subtitle="Every sale: the price, GigBazaar's commission with its 18 % GST, TDS, and what you get."
        actions={
          <a href={paths.earningsCsv()} download className={pageHeaderLinkClass()}>
            <Download size={16} aria-hidden="true" /> Download CSV
          </a>
        }
      />
      {query.isError ? (
        <div className={styles.stack}>
          <Notice tone="error">{errorMessage(query.error, 'Failed to load your earnings.')}</Notice>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            Try again
          </Button>
        </div>
      ) : !first ? (
        <Loading label="Loading your earnings…" />
      ) : (
        <div className={styles.stack}>
          <ul className={styles.totals} aria-label="Totals">
            {TOTALS.map((t) => (
              <li key={t.key} className={styles.total} data-testid={`total-${t.key}`}>
                <span className={styles.totalLabel}>{t.label}</span>
                <strong className={styles.totalValue}>{formatRupeesWithPaise(first.totals[t.key])}</strong>
                <span className={styles.totalHint}>{t.hint}</span>
              </li>
            ))}
          </ul>
          <p className={styles.note}>
            Your share of each sale goes to your payout account on hold while it is in escrow; the hold is lifted when
            the buyer approves (or 7 days after delivery) and the money reaches your bank in the next settlement.
            Without a payout account your share waits here for you.{' '}
            <Link to={paths.payoutSettings()}>Add or check your payout account</Link>.
          </p>
          {first.months.length > 0 && (
            <Card>
              <EarningsChart months={first.months} />
            </Card>
          )}
          <StatementLinks months={first.months.map((m) => m.month)} />
          {rows.length === 0 ? (
            <Card>
              <p className={styles.muted}>
                No sales yet. When a buyer orders one of your gigs, it shows here with its commission and tax.
              </p>
            </Card>
          ) : (
            <Card>
              <TableScroll labelledBy="earnings-table-caption">
                <table className={styles.table}>
                  <caption id="earnings-table-caption" className={styles.caption}>
                    Sales, newest first (amounts in rupees)
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Gig</th>
                      <th scope="col">Buyer</th>
                      <th scope="col">Date</th>
                      <SaleSplitHeads numClass={styles.num} netLabel="Net" />
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.orderId} data-testid="earnings-row">
                        <th scope="row" className={styles.gig}>
                          {r.gigTitle}
                        </th>
                        <td>{r.buyer}</td>
                        <td>
                          <time dateTime={r.date}>{day(r.date)}</time>
                        </td>
                        <SaleSplitCells split={r} numClass={styles.num} netClass={styles.net} />
                        <td>
                          <span className={styles.status} data-status={r.transferStatus}>
                            {STATUS_LABEL[r.transferStatus]}
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              {query.hasNextPage && (
                <div className={styles.more}>
                  <Button
                    variant="secondary"
                    onClick={() => void query.fetchNextPage()}
                    busy={query.isFetchingNextPage}
                    aria-busy={query.isFetchingNextPage || undefined}
                  >
                    {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
                  </Button>
                </div>
              )}
            </Card>
          )}
        </div>
      )}
    </main>
  );
}
