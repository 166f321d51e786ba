import { useLingui } from '@lingui/react/macro'
import { useContext, useId, type ReactNode } from 'react'
import { VisuallyHidden } from '../../ui'
import { InitialWidthContext } from './initial-width'
import { useElementWidth } from './use-element-width'
import * as styles from './chart-theme.css'

/** The chart's data as a table for screen readers: a header row and one row per point. */
export interface ChartData {
  readonly columns: readonly string[]
  readonly rows: readonly (readonly string[])[]
  /** Columns (by index) that hold money: read as 'Hidden' under the blur flag. */
  readonly moneyColumns?: readonly number[]
}

export interface ChartFigureProps {
  readonly title: string
  /** What the chart shows and how to read it: the svg's description and the visible caption. */
  readonly description: string
  /** In px; a function of the measured width where the shapes scale with it (a calendar's square days). */
  readonly height: number | ((width: number) => number)
  readonly data: ChartData
  /** Money amounts hidden (profile's blur-sensitive-data). */
  readonly blur?: boolean
  readonly legend?: ReactNode
  /** Draws the chart's shapes for the measured width. */
  readonly children: (width: number) => ReactNode
}

/**
 * The accessible, responsive shell of every chart here: an <svg role="img"> named by its <title> and
 * described by its <desc>, drawn at the width of its container (measured, so text stays at its real
 * size on a 390px phone), and the same data as a table that only screen readers meet.
 */
export function ChartFigure({ title, description, height, data, blur = false, legend, children }: ChartFigureProps) {
  const { t } = useLingui()
  const id = useId()
  const { ref, width } = useElementWidth<HTMLDivElement>(useContext(InitialWidthContext))
  const money = new Set(data.moneyColumns ?? [])
  const svgHeight = typeof height === 'function' ? height(width) : height
  return (
    <figure className={styles.figure}>
      <div ref={ref} className={styles.plot}>
        <svg className={styles.svg} width={width} height={svgHeight} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {children(width)}
        </svg>
      </div>
      {legend}
      <figcaption className={styles.caption}>{description}</figcaption>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {data.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => {
                  const text = blur && money.has(column) ? t`Hidden` : cell
                  return column === 0 ? (
                    <th key={column} scope="row">
                      {text}
                    </th>
                  ) : (
                    <td key={column}>{text}</td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  )
}
