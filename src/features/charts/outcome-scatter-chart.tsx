import { linearScale } from './svg-scale'
import { SvgFigure } from './svg-figure'
import * as styles from './svg-chart.css'

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
}

const WIDTH = 480
const HEIGHT = 240
const MARGIN = { top: 12, right: 12, bottom: 36, left: 56 }

/** One dot per trade: a size (leverage, position size) against its result, coloured by outcome. */
export function OutcomeScatterChart(props: OutcomeScatterChartProps) {
  const { points, formatX, formatY } = props
  const x = linearScale(
    points.map((p) => p.x),
    MARGIN.left,
    WIDTH - MARGIN.right,
    { withZero: true },
  )
  const y = linearScale(
    points.map((p) => p.y),
    HEIGHT - MARGIN.bottom,
    MARGIN.top,
  )
  const tone = { win: styles.gain, loss: styles.lossFill, breakeven: styles.neutral }
  return (
    <SvgFigure
      title={props.title}
      description={props.description}
      width={WIDTH}
      height={HEIGHT}
      table={{
        columns: [props.pointLabel, props.xLabel, props.yLabel, props.outcomeLabel],
        rows: points.map((p) => [p.label, formatX(p.x), formatY(p.y), props.outcomeName(p.outcome)]),
      }}
    >
      {y.ticks.map((tick) => (
        <g key={`y${tick}`}>
          <line className={styles.grid} x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text className={styles.tick} x={MARGIN.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {formatY(tick)}
          </text>
        </g>
      ))}
      {x.ticks.map((tick) => (
        <text key={`x${tick}`} className={styles.tick} x={x(tick)} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle">
          {formatX(tick)}
        </text>
      ))}
      <line className={styles.axis} x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} />
      <text className={styles.tick} x={WIDTH - MARGIN.right} y={HEIGHT - 4} textAnchor="end">
        {props.xLabel}
      </text>
      {points.map((p, index) => (
        <circle key={index} className={tone[p.outcome]} cx={x(p.x)} cy={y(p.y)} r={3.5} fillOpacity={0.7} />
      ))}
    </SvgFigure>
  )
}
