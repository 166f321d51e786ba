import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { Circle, LinePath } from '@visx/shape'
import { ChartFigure } from './chart-figure'
import { paddedExtent, spacedIndexes, tickLabelWidth, valueAxisMargin } from './series'
import { VALUE_TICK_COUNT, ValueGrid } from './value-grid'
import * as styles from './chart-theme.css'

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
  /** The values are money: hidden under the blur flag (axis blurred, table reads 'Hidden'). */
  readonly money?: boolean
  readonly blur?: boolean
  readonly height?: number
}

const MARGIN = { top: 8, right: 12, bottom: 22 }

/** Lines over ordered periods (cumulative gross against net P&L, equity...), with a legend. */
export function MultiLineChart({ title, description, labels, series, formatValue, categoryLabel, money = false, blur = false, height = 220 }: MultiLineChartProps) {
  const color = (index: number) => styles.lineColors[index % styles.lineColors.length]
  return (
    <ChartFigure
      title={title}
      description={description}
      height={height}
      blur={blur}
      data={{
        columns: [categoryLabel, ...series.map((s) => s.name)],
        rows: labels.map((label, index) => [label, ...series.map((s) => formatValue(s.values[index] ?? 0))]),
        moneyColumns: money ? series.map((_, index) => index + 1) : [],
      }}
      legend={
        <ul className={styles.legend}>
          {series.map((s, index) => (
            <li key={s.name} className={styles.legendItem}>
              <span className={styles.swatch} style={{ backgroundColor: color(index) }} aria-hidden="true" />
              {s.name}
            </li>
          ))}
        </ul>
      }
    >
      {(width) => {
        const innerHeight = height - MARGIN.top - MARGIN.bottom
        const y = scaleLinear<number>({
          domain: paddedExtent(
            series.flatMap((s) => s.values),
            { includeZero: true },
          ),
          range: [innerHeight, 0],
          nice: true,
        })
        const left = valueAxisMargin(y.ticks(VALUE_TICK_COUNT).map(formatValue))
        const innerWidth = Math.max(40, width - left - MARGIN.right)
        // One point alone sits in the middle rather than on the left edge.
        const x = scaleLinear<number>({ domain: labels.length > 1 ? [0, labels.length - 1] : [-1, 1], range: [0, innerWidth] })
        // Period labels thin out by their own width, so they never overlap: the first and last are
        // anchored at the ends, so a neighbour needs one and a half label widths.
        const widest = labels.reduce((max, label) => Math.max(max, tickLabelWidth(label)), 0)
        const labelled = spacedIndexes(
          labels.map((_, index) => x(index)),
          widest * 1.5 + 8,
        )
        return (
          <Group left={left} top={MARGIN.top}>
            <ValueGrid scale={y} width={innerWidth} format={formatValue} hidden={money && blur} />
            <line className={styles.zeroLine} x1={0} x2={innerWidth} y1={y(0)} y2={y(0)} />
            {labelled.map((index, n) => (
              <text
                key={index}
                className={styles.tick}
                x={x(index)}
                y={innerHeight + 15}
                textAnchor={labels.length === 1 ? 'middle' : n === 0 ? 'start' : n === labelled.length - 1 ? 'end' : 'middle'}
              >
                {labels[index]}
              </text>
            ))}
            {series.map((s, seriesIndex) => (
              <g key={s.name}>
                <LinePath<number>
                  data={[...s.values]}
                  x={(_, index) => x(index)}
                  y={(value) => y(Number.isFinite(value) ? value : 0)}
                  style={{ stroke: color(seriesIndex) }}
                  strokeWidth={2}
                  fill="none"
                />
                {s.values.length === 1 ? <Circle cx={x(0)} cy={y(s.values[0] ?? 0)} r={3} style={{ fill: color(seriesIndex) }} /> : null}
              </g>
            ))}
          </Group>
        )
      }}
    </ChartFigure>
  )
}
