import { formatRupeesWithPaise } from '@gigbazaar/shared/rules/money';
import styles from './earnings.module.css';

/** en-IN's short month names, as `toLocaleDateString('en-IN', { month: 'short' })` wrote them ("Sept"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * "Sept 2026" (or "Sept") for "2026-09". Written out, as the shared date rules are: each toLocaleDateString built a
 * date formatter and loaded the locale's data, three calls a month, about 20 ms of the hydration on a slow phone.
 */
const monthLabel = (key: string, year = true) => {
  const [y, m] = key.split('-');
  const name = MONTHS[Number(m) - 1] ?? '';
  return year ? `${name} ${Number(y)}` : name;
};

/**
 * Net earnings by month as bars. The SVG is a picture for sighted users; screen readers get the table behind it
 * (the same figures), so nothing is only in the drawing.
 */
export function EarningsChart({ months }: { months: Array<{ month: string; net: number }> }) {
  const max = Math.max(...months.map((m) => m.net), 1);
  const width = 600;
  const height = 160;
  const bar = width / Math.max(months.length, 1);
  return (
    <figure className={styles.chart} aria-labelledby="earnings-chart-title">
      <figcaption id="earnings-chart-title" className={styles.chartTitle}>
        Net earnings by month
        {months.length > 0 && (
          <span className={styles.chartRange}>
            {' '}
            ({monthLabel(months[0]!.month)} – {monthLabel(months[months.length - 1]!.month)})
          </span>
        )}
      </figcaption>
      <div className={styles.chartPlot} aria-hidden="true">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className={styles.chartSvg}
          focusable="false"
          preserveAspectRatio="none"
        >
          {months.map((m, i) => {
            const h = Math.max(2, (m.net / max) * height);
            return (
              <rect
                key={m.month}
                x={i * bar + bar * 0.15}
                y={height - h}
                width={bar * 0.7}
                height={h}
                rx={4}
                className={styles.chartBar}
              />
            );
          })}
        </svg>
        {/* Labels are HTML, so they keep their shape whatever the chart's width. */}
        <div className={styles.chartLabels} style={{ gridTemplateColumns: `repeat(${months.length}, 1fr)` }}>
          {months.map((m) => (
            <span key={m.month}>{monthLabel(m.month, false).slice(0, 3)}</span>
          ))}
        </div>
      </div>
      <table className="visually-hidden">
        <caption>Net earnings by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Net earnings</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{formatRupeesWithPaise(m.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
