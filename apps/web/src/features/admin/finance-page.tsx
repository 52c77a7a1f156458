import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Landmark, RefreshCw, TriangleAlert } from 'lucide-react';
import { formatRupeesWithPaise } from '@gigbazaar/shared/rules/money';
import { formatDateTime } from '@gigbazaar/shared/rules/dates';
import type { TReconciliationCheck } from '@gigbazaar/shared/schemas/finance';
import { useApi, type AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import NotFoundPage from '../../app/not-found-page';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { TableScroll } from '../../ui/table-scroll';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { Loading } from '../../ui/spinner';
import { adminFinanceQueryOptions } from './api/finance';
import { requireAdmin } from './admin-page';
import admin from './admin.module.css';
import styles from './finance.module.css';

/** Admins only: everyone else, visitors included, gets the not-found page (as the API answers them 404). */
export async function loader(ctx: AppContext) {
  await requireAdmin(ctx);
  await ctx.queryClient.prefetchQuery(adminFinanceQueryOptions(ctx.api));
  return null;
}

export { AdminErrorBoundary as ErrorBoundary } from './admin-page';

/** The ledger's accounts as an accountant reads them; an account added later shows under its own name. */
const ACCOUNTS: Record<string, { label: string; hint: string }> = {
  escrow: { label: 'Escrow', hint: 'Buyers’ payments held until their orders are released or refunded' },
  seller: { label: 'Seller payables', hint: 'Sellers’ released shares not yet paid out to their banks' },
  commission: { label: 'Commission revenue', hint: 'GigBazaar’s commission on released sales' },
  gst_payable: { label: 'GST payable', hint: 'GST charged on the commission, owed to the government' },
  tds_payable: { label: 'TDS payable', hint: 'TDS deducted under section 194-O, owed to the government' },
  paid_out: { label: 'Paid out to sellers', hint: 'Settled by the gateway into sellers’ bank accounts' },
  buyer: { label: 'Buyers', hint: 'Paid in by buyers, less what was refunded to them (a debit, so negative)' },
};
const ORDER = Object.keys(ACCOUNTS);
const rank = (account: string) => (ORDER.includes(account) ? ORDER.indexOf(account) : ORDER.length);

const CHECK_LABEL: Record<TReconciliationCheck, string> = {
  books: 'Ledger',
  escrow: 'Escrow',
  payment: 'Payment',
  refund: 'Refund',
  transfer: 'Transfer',
};

const amount = (v: number | null) => (v === null ? '—' : formatRupeesWithPaise(v));

/** GigBazaar's books for admins (docs/decisions/021): balances by account and the reconciliation's mismatches. */
export default function FinancePage() {
  const api = useApi();
  const me = useCurrentUser();
  const query = useQuery({ ...adminFinanceQueryOptions(api), enabled: Boolean(me?.isAdmin) });
  if (!me?.isAdmin) return <NotFoundPage />;
  const data = query.data;
  const balances = data
    ? Object.entries(data.balances).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    : [];
  const total = balances.reduce((sum, [, v]) => sum + Math.round(v * 100), 0) / 100;

  return (
    <main id="main" className={`page ${admin.page}`}>
      <Meta
        title="Finance"
        description="GigBazaar's ledger balances and the reconciliation with the payment gateway."
      />
      <PageHeader
        icon={Landmark}
        title="Finance"
        subtitle="GigBazaar’s books: the ledger’s balance in each account, and every order checked against the payment gateway."
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            <RefreshCw size={16} aria-hidden="true" /> {query.isFetching ? 'Checking…' : 'Check again'}
          </Button>
        }
      />
      {query.isError ? (
        <Notice tone="error">{errorMessage(query.error, 'Failed to load the books. Please try again.')}</Notice>
      ) : !data ? (
        <Loading label="Checking the books…" />
      ) : (
        <div className={styles.stack}>
          <div className={styles.verdicts}>
            <p className={styles.verdict} data-ok={data.balanced} data-testid="ledger-verdict">
              {data.balanced ? (
                <CheckCircle2 size={20} aria-hidden="true" />
              ) : (
                <TriangleAlert size={20} aria-hidden="true" />
              )}
              {data.balanced
                ? 'The ledger balances: every movement sums to zero.'
                : 'The ledger does not balance: see the mismatches below.'}
            </p>
            <p className={styles.verdict} data-ok={data.mismatches.length === 0} data-testid="reconciliation-verdict">
              {data.mismatches.length === 0 ? (
                <CheckCircle2 size={20} aria-hidden="true" />
              ) : (
                <TriangleAlert size={20} aria-hidden="true" />
              )}
              {data.mismatches.length === 0
                ? 'No mismatches: every payment, refund and transfer agrees with the gateway.'
                : `${data.capped ? 'More than ' : ''}${data.mismatches.length} mismatch${data.mismatches.length === 1 ? '' : 'es'} between the ledger and the gateway.`}
            </p>
          </div>
          <p className={styles.checked}>
            Checked <time dateTime={data.checkedAt}>{formatDateTime(data.checkedAt)}</time>. A check also runs every
            night and mails the admins when it finds a mismatch.
          </p>

          <Card>
            <TableScroll labelledBy="balances-caption">
              <table className={styles.table}>
                <caption id="balances-caption" className={styles.caption}>
                  Balances by account
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col" className={styles.num}>
                      Balance
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {balances.length === 0 && (
                    <tr>
                      <td colSpan={2} className={styles.muted}>
                        Nothing has been booked yet.
                      </td>
                    </tr>
                  )}
                  {balances.map(([account, value]) => (
                    <tr key={account} data-testid={`balance-${account}`}>
                      <th scope="row">
                        <span className={styles.account}>{ACCOUNTS[account]?.label ?? account}</span>
                        {ACCOUNTS[account] && <span className={styles.hint}>{ACCOUNTS[account].hint}</span>}
                      </th>
                      <td className={styles.num}>{formatRupeesWithPaise(value)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total (zero when the books balance)</th>
                    <td className={`${styles.num} ${styles.totalCell}`} data-testid="balance-total">
                      {formatRupeesWithPaise(total)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
          </Card>

          <Card>
            <h2 className={styles.caption}>Mismatches</h2>
            {data.mismatches.length === 0 ? (
              <p className={styles.muted}>
                None. Every order’s escrow-in matches its captured payment, every refund the gateway processed is in the
                ledger for the same amount, and every seller transfer matches its release and payout.
              </p>
            ) : (
              <>
                {data.capped && (
                  <Notice tone="info">Each check lists its first 100 mismatches; fix these and check again.</Notice>
                )}
                <TableScroll label="Mismatches">
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">Check</th>
                        <th scope="col">Order</th>
                        <th scope="col" className={styles.num}>
                          Ledger
                        </th>
                        <th scope="col" className={styles.num}>
                          Gateway
                        </th>
                        <th scope="col">What is wrong</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.mismatches.map((m, i) => (
                        <tr key={`${m.check}-${m.orderId ?? ''}-${i}`} data-testid="mismatch">
                          <td>
                            <span className={styles.check}>{CHECK_LABEL[m.check]}</span>
                          </td>
                          <td>
                            {m.orderId ? (
                              <Link to={paths.order(m.orderId)} className={styles.order}>
                                {m.orderId.slice(0, 8)}
                              </Link>
                            ) : (
                              '—'
                            )}
                          </td>
                          <td className={styles.num}>{amount(m.ledger)}</td>
                          <td className={styles.num}>{amount(m.gateway)}</td>
                          <td className={styles.note}>{m.note}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              </>
            )}
          </Card>
        </div>
      )}
    </main>
  );
}
