import { linearScale } from './svg-scale'
import { SvgFigure } from './svg-figure'
import * as styles from './svg-chart.css'

export interface LineSeriesDatum {
  readonly name: string
  readonly values: readonly number[]
}

export interface MultiLineChartProps {
  readonly title: string
  readonly description: string
  /** One label per point, in order (a day, a month...). */
  readonly labels: readonly string[]
  readonly series: readonly LineSeriesDatum[]
  readonly formatValue: (value: number) => string
  readonly categoryLabel: string
}

const WIDTH = 480
const HEIGHT = 220
const MARGIN = { top: 12, right: 12, bottom: 36, left: 60 }

/** Lines over ordered periods (cumulative gross against net P&L, equity...), with a legend. */
export function MultiLineChart({ title, description, labels, series, formatValue, categoryLabel }: MultiLineChartProps) {
  const y = linearScale(
    series.flatMap((s) => s.values),
    HEIGHT - MARGIN.bottom,
    MARGIN.top,
  )
  const step = labels.length > 1 ? (WIDTH - MARGIN.left - MARGIN.right) / (labels.length - 1) : 0
  const x = (index: number) => (labels.length > 1 ? MARGIN.left + index * step : (MARGIN.left + WIDTH - MARGIN.right) / 2)
  const labelEvery = Math.max(1, Math.ceil(labels.length / 6))
  return (
    <SvgFigure
      title={title}
      description={description}
      width={WIDTH}
      height={HEIGHT}
      table={{
        columns: [categoryLabel, ...series.map((s) => s.name)],
        rows: labels.map((label, index) => [label, ...series.map((s) => formatValue(s.values[index] ?? 0))]),
      }}
      legend={
        <ul className={styles.legend}>
          {series.map((s, index) => (
            <li key={s.name}>
              <span className={styles.swatch} style={{ backgroundColor: styles.lineColors[index % styles.lineColors.length] }} aria-hidden="true" />
              {s.name}
            </li>
          ))}
        </ul>
      }
    >
      {y.ticks.map((tick) => (
        <g key={tick}>
          <line className={styles.grid} x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text className={styles.tick} x={MARGIN.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {formatValue(tick)}
          </text>
        </g>
      ))}
      <line className={styles.axis} x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} />
      {labels.map((label, index) =>
        index % labelEvery === 0 ? (
          <text key={label + index} className={styles.tick} x={x(index)} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
      {series.map((s, seriesIndex) => {
        const color = styles.lineColors[seriesIndex % styles.lineColors.length]
        const path = s.values.map((v, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(v).toFixed(1)}`).join(' ')
        return (
          <g key={s.name}>
            <path d={path} fill="none" style={{ stroke: color }} strokeWidth={2} />
            {s.values.length === 1 ? <circle cx={x(0)} cy={y(s.values[0] ?? 0)} r={3} style={{ fill: color }} /> : null}
          </g>
        )
      })}
    </SvgFigure>
  )
}
