import { useId, type ReactNode } from 'react'
import { VisuallyHidden } from '../../ui'
import * as styles from './svg-chart.css'

/** The chart's data as a table for screen readers: a header row and one row per point. */
export interface ChartTable {
  readonly columns: readonly string[]
  readonly rows: readonly (readonly string[])[]
}

export interface SvgFigureProps {
  readonly title: string
  /** What the chart shows and how to read it; also the svg's description. */
  readonly description: string
  readonly width: number
  readonly height: number
  readonly table: ChartTable
  readonly legend?: ReactNode
  readonly children: ReactNode
}

/**
 * The accessible shell of a chart: an svg with role img named by its title and described by its
 * description, scaled to its container through the viewBox (so it stays readable on a phone), and
 * the same data as a table only screen readers see.
 */
export function SvgFigure({ title, description, width, height, table, legend, children }: SvgFigureProps) {
  const id = useId()
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      {legend}
      <figcaption className={styles.caption}>{description}</figcaption>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, cellIndex) => (cellIndex === 0 ? <th key={cellIndex} scope="row">{cell}</th> : <td key={cellIndex}>{cell}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  )
}
