import { formatRupeesWithPaise } from '@gigbazaar/shared/rules/money';
import styles from './earnings.module.css';

const monthLabel = (key: string) =>
  new Date(`${key}-01T00:00:00Z`).toLocaleDateString('en-IN', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/**
 * Net earnings by month as bars. The SVG is a picture for sighted users; screen readers get the table behind it
 * (the same figures), so nothing is only in the drawing.
 */
export function EarningsChart({ months }: { months: Array<{ month: string; net: number }> }) {
  const max = Math.max(...months.map((m) => m.net), 1);
  const width = 600;
  const height = 180;
  const bar = width / Math.max(months.length, 1);
  return (
    <figure className={styles.chart} aria-labelledby="earnings-chart-title">
      <figcaption id="earnings-chart-title" className={styles.chartTitle}>
        Net earnings by month
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height + 24}`}
        className={styles.chartSvg}
        aria-hidden="true"
        focusable="false"
        preserveAspectRatio="none"
      >
        {months.map((m, i) => {
          const h = Math.max(2, (m.net / max) * height);
          return (
            <g key={m.month}>
              <rect
                x={i * bar + bar * 0.15}
                y={height - h}
                width={bar * 0.7}
                height={h}
                rx={4}
                className={styles.chartBar}
              />
              <text x={i * bar + bar / 2} y={height + 18} textAnchor="middle" className={styles.chartLabel}>
                {monthLabel(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
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
