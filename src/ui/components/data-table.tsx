import type { ReactNode } from 'react'
import { VisuallyHidden } from './visually-hidden'
import * as styles from './report.css'

export interface DataTableProps {
  /** The table's accessible name (its caption, for screen readers; the section heading shows it). */
  readonly caption: string
  readonly columns: readonly string[]
  /** Cells per row; the first cell is the row header. */
  readonly rows: readonly { readonly key: string; readonly cells: readonly ReactNode[] }[]
}

/** A plain, horizontally scrollable table of numbers (scrolls inside itself on a phone). */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={styles.cell}>
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={styles.cell}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
