import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import { formatDate } from '@gigbazaar/shared/rules/dates';
import { formatRupeesWithPaise } from '@gigbazaar/shared/rules/money';
import { isStatementMonth, statementMonthLabel } from '@gigbazaar/shared/rules/statement';
import type { TStatement } from '@gigbazaar/shared/schemas/finance';
import { useApi, type AppContext } from '../../app/app-context';
import { requireSeller } from '../../app/guards';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { TableScroll } from '../../ui/table-scroll';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
import { statementQueryOptions } from './api';
import { SaleSplitCells, SaleSplitHeads } from './sale-split';
import styles from './statement.module.css';

/** Sellers only: visitors go to /login, buyers to /seller (as the other seller screens). */
export async function loader(ctx: AppContext, { request, params }: LoaderFunctionArgs) {
  await requireSeller(ctx, request);
  const month = params.month ?? '';
  // A bad month is the page's error (the API's sentence), not a failed navigation.
  if (isStatementMonth(month)) await ctx.queryClient.prefetchQuery(statementQueryOptions(ctx.api, month));
  return null;
}

const rupees = formatRupeesWithPaise;

/** A sale's or the invoice's date, written as every date is (25/11/2026); a bare YYYY-MM-DD is an India date. */
const longDate = (iso: string) => formatDate(iso.length === 10 ? `${iso}T00:00:00+05:30` : iso);

/** The month before or after "YYYY-MM". */
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/**
 * The register's number; a running month has none yet (its figures still change), and a month with no commission
 * is not invoiced at all.
 */
function invoiceNumberText(s: TStatement): string {
  if (s.invoiceNumber) return s.invoiceNumber;
  return s.invoice.commission > 0 ? 'Given when the month ends (draft)' : 'None: no commission this month';
}

function StatementDocument({ s }: { s: TStatement }) {
  const gstHalf = s.invoice.gstRatePercent / 2;
  return (
    <article className={styles.document} aria-labelledby="statement-title" data-testid="statement">
      <header className={styles.docHead}>
        <div>
          <p className={styles.brand}>GigBazaar</p>
          <p className={styles.party}>
            <strong>{s.platform.legalName}</strong>
            <br />
            {s.platform.address}
            <br />
            GSTIN {s.platform.gstin} · PAN {s.platform.pan}
          </p>
        </div>
        <div className={styles.docMeta}>
          <h1 id="statement-title" className={styles.docTitle}>
            Tax invoice and statement
          </h1>
          <dl className={styles.metaList}>
            <div>
              <dt>Invoice number</dt>
              <dd data-testid="invoice-number">{invoiceNumberText(s)}</dd>
            </div>
            <div>
              <dt>Invoice date</dt>
              <dd>{longDate(s.issuedOn)}</dd>
            </div>
            <div>
              <dt>Period</dt>
              <dd>{s.monthLabel}</dd>
            </div>
          </dl>
        </div>
      </header>

      <section className={styles.billTo} aria-label="Billed to">
        <p className={styles.label}>Billed to (the seller)</p>
        <p className={styles.party}>
          <strong>{s.seller.name}</strong>
          <br />@{s.seller.username}
          <br />
          PAN {s.seller.panLast4 ? `ending ${s.seller.panLast4}` : 'not given'}
        </p>
      </section>

      <section aria-labelledby="invoice-heading">
        <h2 id="invoice-heading" className={styles.h2}>
          1. Commission invoice
        </h2>
        <p className={styles.small}>
          {s.platform.serviceDescription} · SAC {s.platform.sac}. GST at {s.invoice.gstRatePercent} % is charged on the
          commission and shown separately (CGST {gstHalf} % + SGST {gstHalf} % within Karnataka, IGST{' '}
          {s.invoice.gstRatePercent} % otherwise).
        </p>
        {s.lines.length === 0 ? (
          <p className={styles.empty}>No sales in {s.monthLabel}: nothing is charged for this month.</p>
        ) : (
          <TableScroll label="Sales this month" className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Sale</th>
                  <SaleSplitHeads numClass={styles.num} netLabel="Net to you" />
                </tr>
              </thead>
              <tbody>
                {s.lines.map((l) => (
                  <tr key={l.orderId} data-testid="statement-line">
                    <td className={styles.nowrap}>{longDate(l.date)}</td>
                    <td>
                      <span className={styles.gig}>{l.gigTitle}</span>
                      <span className={styles.small}>
                        Order {l.orderId.slice(0, 8)} · {l.buyer}
                      </span>
                    </td>
                    <SaleSplitCells split={l} numClass={styles.num} />
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {s.truncated && (
          <p className={styles.small}>
            The lines stop at the first 2,000 sales; the totals cover every sale of the month. The CSV on Earnings lists
            them all.
          </p>
        )}
        <dl className={styles.sums} data-testid="invoice-totals">
          <div>
            <dt>Taxable value (commission)</dt>
            <dd>{rupees(s.invoice.commission)}</dd>
          </div>
          <div>
            <dt>GST at {s.invoice.gstRatePercent} %</dt>
            <dd>{rupees(s.invoice.gst)}</dd>
          </div>
          <div className={styles.grand}>
            <dt>Invoice total</dt>
            <dd data-testid="invoice-total">{rupees(s.invoice.total)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="tds-heading">
        <h2 id="tds-heading" className={styles.h2}>
          2. Tax deducted at source (section {s.tds.section})
        </h2>
        <dl className={styles.sums} data-testid="tds-figures">
          <div>
            <dt>Gross amount of sales</dt>
            <dd>{rupees(s.tds.gross)}</dd>
          </div>
          <div>
            <dt>Rate</dt>
            <dd>{s.tds.mixedRates ? '0.1 % with PAN, 5 % without' : `${s.tds.ratePercent} %`}</dd>
          </div>
          <div className={styles.grand}>
            <dt>TDS deducted</dt>
            <dd data-testid="tds-deducted">{rupees(s.tds.deducted)}</dd>
          </div>
        </dl>
        <p className={styles.small}>
          Deducted by {s.platform.legalName} (TAN {s.platform.tan}) under section {s.tds.section} of the Income-tax Act,
          financial year {s.tds.financialYear}. It is deposited against your PAN, shows in your Form 26AS, and is
          certified each quarter in Form 16A.
          {!s.seller.panLast4 && ' Without a PAN the rate is 5 %: add your PAN in Settings → Payouts to pay 0.1 %.'}
        </p>
      </section>

      <section aria-labelledby="settlement-heading">
        <h2 id="settlement-heading" className={styles.h2}>
          3. What the month pays you
        </h2>
        <dl className={styles.sums}>
          <div>
            <dt>Gross sales</dt>
            <dd>{rupees(s.tds.gross)}</dd>
          </div>
          <div>
            <dt>Less commission and GST (this invoice)</dt>
            <dd>−{rupees(s.invoice.total)}</dd>
          </div>
          <div>
            <dt>Less TDS</dt>
            <dd>−{rupees(s.tds.deducted)}</dd>
          </div>
          <div className={styles.grand}>
            <dt>Net to you</dt>
            <dd data-testid="statement-net">{rupees(s.net)}</dd>
          </div>
        </dl>
      </section>
      <p className={styles.footnote}>
        A computer-generated invoice; it needs no signature. Refunded sales are not charged and are left out.
      </p>
    </article>
  );
}

/** A seller's monthly statement (docs/decisions/021), laid out to print on A4 (or be saved as PDF by the browser). */
export default function StatementPage() {
  const api = useApi();
  const me = useCurrentUser();
  const month = useParams().month ?? '';
  const valid = isStatementMonth(month);
  const query = useQuery({ ...statementQueryOptions(api, month), enabled: Boolean(me?.isSeller) && valid });
  const label = valid ? statementMonthLabel(month) : 'Statement';
  const next = valid ? shiftMonth(month, 1) : '';

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title={`Statement · ${label}`} description="Your monthly GigBazaar commission invoice and TDS figures." />
      <nav className={styles.toolbar} aria-label="Statement">
        <Link to={paths.earnings()} className={styles.back}>
          <ArrowLeft size={16} aria-hidden="true" /> Earnings
        </Link>
        {valid && (
          <span className={styles.months}>
            <Link
              to={paths.earningsStatement(shiftMonth(month, -1))}
              className={styles.monthLink}
              aria-label={`Previous month: ${statementMonthLabel(shiftMonth(month, -1))}`}
            >
              <ChevronLeft size={18} aria-hidden="true" />
            </Link>
            <span className={styles.monthName}>{label}</span>
            {next <= thisMonth() ? (
              <Link
                to={paths.earningsStatement(next)}
                className={styles.monthLink}
                aria-label={`Next month: ${statementMonthLabel(next)}`}
              >
                <ChevronRight size={18} aria-hidden="true" />
              </Link>
            ) : (
              <span className={styles.monthLink} aria-hidden="true" />
            )}
          </span>
        )}
        <Button onClick={() => window.print()} disabled={!query.data}>
          <Printer size={16} aria-hidden="true" /> Print or save as PDF
        </Button>
      </nav>
      {!valid ? (
        <Notice tone="error">Please choose a month as YYYY-MM, such as 2026-04.</Notice>
      ) : query.isError ? (
        <div className={styles.errorBox}>
          <Notice tone="error">{errorMessage(query.error, 'Failed to load your statement.')}</Notice>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            Try again
          </Button>
        </div>
      ) : !query.data ? (
        <Loading label="Loading your statement…" />
      ) : (
        <StatementDocument s={query.data} />
      )}
    </main>
  );
}
