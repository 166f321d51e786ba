import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { ChartFigure } from './chart-figure'
import { fittingLabelIndexes, paddedExtent, valueAxisMargin } from './series'
import { VALUE_TICK_COUNT, ValueGrid } from './value-grid'
import * as styles from './chart-theme.css'

export interface BarDatum {
  readonly label: string
  readonly value: number
  /** Colour: gain (profit), loss, or neutral (a count). */
  readonly tone: 'gain' | 'loss' | 'neutral'
  /** A short extra for the screen-reader table (e.g. "12 trades"). */
  readonly detail?: string
}

export interface BucketBarChartProps {
  readonly title: string
  readonly description: string
  readonly bars: readonly BarDatum[]
  readonly formatValue: (value: number) => string
  readonly categoryLabel: string
  readonly valueLabel: string
  /** Header of the table's detail column, when bars carry a detail. */
  readonly detailLabel?: string
  /** The values are money: hidden under the blur flag (axis blurred, table reads 'Hidden'). */
  readonly money?: boolean
  readonly blur?: boolean
  readonly height?: number
}

const MARGIN = { top: 8, right: 8, bottom: 22 }
const TONE = { gain: styles.gainFill, loss: styles.lossFill, neutral: styles.primaryFill }

/** Vertical bars per bucket (a histogram of R-multiples, P&L per period or hour...), signed around 0. */
export function BucketBarChart({ title, description, bars, formatValue, categoryLabel, valueLabel, detailLabel, money = false, blur = false, height = 220 }: BucketBarChartProps) {
  const withDetail = detailLabel !== undefined
  return (
    <ChartFigure
      title={title}
      description={description}
      height={height}
      blur={blur}
      data={{
        columns: withDetail ? [categoryLabel, valueLabel, detailLabel] : [categoryLabel, valueLabel],
        rows: bars.map((bar) => (withDetail ? [bar.label, formatValue(bar.value), bar.detail ?? ''] : [bar.label, formatValue(bar.value)])),
        moneyColumns: money ? [1] : [],
      }}
    >
      {(width) => {
        const innerHeight = height - MARGIN.top - MARGIN.bottom
        const y = scaleLinear<number>({
          domain: paddedExtent(
            bars.map((bar) => bar.value),
            { includeZero: true },
          ),
          range: [innerHeight, 0],
          nice: true,
        })
        const left = valueAxisMargin(y.ticks(VALUE_TICK_COUNT).map(formatValue))
        const innerWidth = Math.max(40, width - left - MARGIN.right)
        const x = scaleBand<number>({ domain: bars.map((_, i) => i), range: [0, innerWidth], padding: 0.2 })
        // Labels thin out by their own width ('-1R to -0.5R', 'Mar 2025'), so they never overlap.
        const labelled = new Set(
          fittingLabelIndexes(
            bars.map((bar) => bar.label),
            innerWidth,
          ),
        )
        return (
          <Group left={left} top={MARGIN.top}>
            <ValueGrid scale={y} width={innerWidth} format={formatValue} hidden={money && blur} />
            {bars.map((bar, i) => {
              const left = x(i) ?? 0
              const barHeight = Math.abs(y(bar.value) - y(0))
              return (
                <g key={`${bar.label}-${i}`}>
                  <Bar className={TONE[bar.tone]} x={left} y={Math.min(y(bar.value), y(0))} width={x.bandwidth()} height={bar.value === 0 ? 0 : Math.max(1, barHeight)} rx={2} />
                  {labelled.has(i) ? (
                    <text className={styles.tick} x={left + x.bandwidth() / 2} y={innerHeight + 15} textAnchor="middle">
                      {bar.label}
                    </text>
                  ) : null}
                </g>
              )
            })}
            <line className={styles.zeroLine} x1={0} x2={innerWidth} y1={y(0)} y2={y(0)} />
          </Group>
        )
      }}
    </ChartFigure>
  )
}
