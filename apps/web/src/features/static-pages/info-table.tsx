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

/** A small two- or three-column reference table with proper header cells. */
export function InfoTable({ caption, columns, rows, showCaption = false }: InfoTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={showCaption ? styles.caption : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            <tr key={r}>
              {cells.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
