import type { ReactNode } from 'react';
import styles from './content.module.css';

interface InfoTableProps {
  caption: string;
  /** Column headings; the first column holds the row headings. */
  columns: string[];
  rows: ReactNode[][];
  /** Show the caption on screen (it is always there for assistive technology). */
  showCaption?: boolean;
}

/**
 * A small reference table with proper header cells. Tables of three or more columns turn into stacked cards on
 * narrow screens, each value labelled with its column; the explicit roles keep the table semantics when CSS
 * changes how the cells are displayed.
 */
export function InfoTable({ caption, columns, rows, showCaption = false }: InfoTableProps) {
  const stack = columns.length > 2;
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${stack ? styles.stack : ''}`} role={stack ? 'table' : undefined}>
        <caption className={showCaption ? styles.caption : 'visually-hidden'}>{caption}</caption>
        <thead role={stack ? 'rowgroup' : undefined}>
          <tr role={stack ? 'row' : undefined}>
            {columns.map((c) => (
              <th key={c} scope="col" role={stack ? 'columnheader' : undefined}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={stack ? 'rowgroup' : undefined}>
          {rows.map((cells, r) => (
            <tr key={r} role={stack ? 'row' : undefined}>
              {cells.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" role={stack ? 'rowheader' : undefined}>
                    {cell}
                  </th>
                ) : (
                  <td key={c} data-label={columns[c]} role={stack ? 'cell' : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
