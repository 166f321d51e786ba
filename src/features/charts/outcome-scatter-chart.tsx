import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { Circle } from '@visx/shape'
import { blurredClass, cx } from '../../ui'
import { ChartFigure } from './chart-figure'
import { fittingTicks, paddedExtent, valueAxisMargin } from './series'
import { VALUE_TICK_COUNT, ValueGrid } from './value-grid'
import * as styles from './chart-theme.css'

export interface ScatterDatum {
  readonly x: number
  readonly y: number
  readonly outcome: 'win' | 'loss' | 'breakeven'
  /** Names the point in the screen-reader table (e.g. the symbol and date). */
  readonly label: string
}

export interface OutcomeScatterChartProps {
  readonly title: string
  readonly description: string
  readonly points: readonly ScatterDatum[]
  readonly xLabel: string
  readonly yLabel: string
  readonly formatX: (value: number) => string
  readonly formatY: (value: number) => string
  /** Column names of the table: the point, the outcome. */
  readonly pointLabel: string
  readonly outcomeLabel: string
  readonly outcomeName: (outcome: ScatterDatum['outcome']) => string
  /** Which axes are money: hidden under the blur flag (axis blurred, table reads 'Hidden'). */
  readonly moneyX?: boolean
  readonly moneyY?: boolean
  readonly blur?: boolean
  readonly height?: number
}

const MARGIN = { top: 8, right: 12, bottom: 36 }
const TONE = { win: styles.gainFill, loss: styles.lossFill, breakeven: styles.neutralFill }

/** One dot per trade: a size (leverage, position size) against its result, coloured by outcome. */
export function OutcomeScatterChart(props: OutcomeScatterChartProps) {
  const { points, formatX, formatY, moneyX = false, moneyY = false, blur = false, height = 240 } = props
  const money = [...(moneyX ? [1] : []), ...(moneyY ? [2] : [])]
  return (
    <ChartFigure
      title={props.title}
      description={props.description}
      height={height}
      blur={blur}
      data={{
        columns: [props.pointLabel, props.xLabel, props.yLabel, props.outcomeLabel],
        rows: points.map((p) => [p.label, formatX(p.x), formatY(p.y), props.outcomeName(p.outcome)]),
        moneyColumns: money,
      }}
    >
      {(width) => {
        const innerHeight = height - MARGIN.top - MARGIN.bottom
        const y = scaleLinear<number>({
          domain: paddedExtent(
            points.map((p) => p.y),
            { includeZero: true },
          ),
          range: [innerHeight, 0],
          nice: true,
        })
        const left = valueAxisMargin(y.ticks(VALUE_TICK_COUNT).map(formatY))
        const innerWidth = Math.max(40, width - left - MARGIN.right)
        const x = scaleLinear<number>({
          domain: paddedExtent(
            points.map((p) => p.x),
            { includeZero: true },
          ),
          range: [0, innerWidth],
          nice: true,
        })
        const xHidden = moneyX && blur
        // As many x labels as fit by their formatted width (money labels are wide).
        const xTicks = fittingTicks(x, formatX, innerWidth)
        return (
          <Group left={left} top={MARGIN.top}>
            <ValueGrid scale={y} width={innerWidth} format={formatY} hidden={moneyY && blur} />
            <line className={styles.zeroLine} x1={0} x2={innerWidth} y1={y(0)} y2={y(0)} />
            {xTicks.map((tick) => (
              <text key={tick} className={cx(styles.tick, xHidden && blurredClass)} data-blurred={xHidden ? '' : undefined} x={x(tick)} y={innerHeight + 15} textAnchor="middle">
                {formatX(tick)}
              </text>
            ))}
            <text className={styles.axisLabel} x={innerWidth} y={innerHeight + 32} textAnchor="end">
              {props.xLabel}
            </text>
            {points.map((p, index) => (
              <Circle key={index} className={cx(TONE[p.outcome], styles.point)} cx={x(p.x)} cy={y(p.y)} r={3.5} />
            ))}
          </Group>
        )
      }}
    </ChartFigure>
  )
}
