import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { AreaClosed, LinePath } from '@visx/shape'
import { blurredClass, cx } from '../../ui'
import { ChartFigure } from './chart-figure'
import { downsampleEquity, type EquityPoint, paddedExtent, spacedIndexes, tickLabelWidth, valueAxisMargin } from './series'
import * as styles from './chart-theme.css'

export interface EquityDrawdownChartProps {
  readonly title: string
  readonly description: string
  /** In time order; drawn from at most `maxPoints` of them (the deepest drawdown of each stretch kept). */
  readonly points: readonly EquityPoint[]
  readonly formatMoney: (value: number) => string
  readonly formatTime: (time: number) => string
  /** Column names of the screen-reader table and the legend. */
  readonly labels: { readonly time: string; readonly equity: string; readonly drawdown: string }
  readonly blur?: boolean
  readonly maxPoints?: number
}

const MARGIN = { top: 8, right: 12, bottom: 22 }
const EQUITY_HEIGHT = 150
const GAP = 14
const DRAWDOWN_HEIGHT = 64

/**
 * The equity curve (capital + cumulative P&L) with its drawdown underneath: the fall below the
 * running peak, drawn downwards from zero in the loss colour, on the same time axis.
 */
export function EquityDrawdownChart({ title, description, points, formatMoney, formatTime, labels, blur = false, maxPoints = 240 }: EquityDrawdownChartProps) {
  const shown = downsampleEquity(points, maxPoints)
  const height = MARGIN.top + EQUITY_HEIGHT + GAP + DRAWDOWN_HEIGHT + MARGIN.bottom
  const tickClass = cx(styles.tick, blur && blurredClass)
  return (
    <ChartFigure
      title={title}
      description={description}
      height={height}
      blur={blur}
      data={{
        columns: [labels.time, labels.equity, labels.drawdown],
        rows: shown.map((p) => [formatTime(p.time), formatMoney(p.equity), formatMoney(-p.drawdown)]),
        moneyColumns: [1, 2],
      }}
      legend={
        <ul className={styles.legend}>
          <li className={styles.legendItem}>
            <span className={styles.primarySwatch} aria-hidden="true" />
            {labels.equity}
          </li>
          <li className={styles.legendItem}>
            <span className={styles.lossSwatch} aria-hidden="true" />
            {labels.drawdown}
          </li>
        </ul>
      }
    >
      {(width) => {
        const yEquity = scaleLinear<number>({ domain: paddedExtent(shown.map((p) => p.equity)), range: [EQUITY_HEIGHT, 0], nice: true })
        const equityTicks = yEquity.ticks(4)
        const deepest = shown.reduce((max, p) => Math.max(max, p.drawdown), 0)
        // Wide enough for every amount on the left ('10,250.00 USDT' does not fit a fixed 64px).
        const left = valueAxisMargin([...equityTicks.map(formatMoney), ...(deepest > 0 ? [formatMoney(-deepest)] : [])])
        const innerWidth = Math.max(40, width - left - MARGIN.right)
        const times = shown.map((p) => p.time)
        const [t0, t1] = paddedExtent(times, { padding: 0 })
        const x = scaleLinear<number>({ domain: [t0, t1], range: [0, innerWidth] })
        const yDrawdown = scaleLinear<number>({ domain: [-(deepest > 0 ? deepest : 1), 0], range: [DRAWDOWN_HEIGHT, 0] })
        const xOf = (p: EquityPoint) => (shown.length === 1 ? innerWidth / 2 : x(p.time))
        // Dates spaced by their own width (points cluster in time), first and last included.
        const timeTicks = shown.length === 1 ? [0] : spacedIndexes(shown.map(xOf), Math.max(innerWidth / 5, tickLabelWidth(formatTime(t1)) * 1.5 + 8))
        return (
          <Group left={left} top={MARGIN.top}>
            {equityTicks.map((tick) => (
              <g key={`e${tick}`}>
                <line className={styles.grid} x1={0} x2={innerWidth} y1={yEquity(tick)} y2={yEquity(tick)} />
                <text className={tickClass} data-blurred={blur ? '' : undefined} x={-6} y={yEquity(tick)} textAnchor="end" dominantBaseline="middle">
                  {formatMoney(tick)}
                </text>
              </g>
            ))}
            <AreaClosed data={shown} x={xOf} y={(p) => yEquity(p.equity)} yScale={yEquity} className={styles.equityArea} />
            <LinePath data={shown} x={xOf} y={(p) => yEquity(p.equity)} className={styles.equityLine} />
            {shown.length === 1 ? <circle cx={xOf(shown[0] as EquityPoint)} cy={yEquity((shown[0] as EquityPoint).equity)} r={3} className={styles.gainFill} /> : null}
            <Group top={EQUITY_HEIGHT + GAP}>
              <line className={styles.axis} x1={0} x2={innerWidth} y1={0} y2={0} />
              <AreaClosed data={shown} x={xOf} y={(p) => yDrawdown(-p.drawdown)} y0={() => 0} yScale={yDrawdown} className={styles.drawdownArea} />
              {deepest > 0 ? (
                <text className={tickClass} data-blurred={blur ? '' : undefined} x={-6} y={DRAWDOWN_HEIGHT} textAnchor="end" dominantBaseline="middle">
                  {formatMoney(-deepest)}
                </text>
              ) : null}
              {timeTicks.map((index) => {
                const p = shown[index] as EquityPoint
                const anchor = index === 0 && shown.length > 1 ? 'start' : index === shown.length - 1 && shown.length > 1 ? 'end' : 'middle'
                return (
                  <text key={`t${index}`} className={styles.tick} x={xOf(p)} y={DRAWDOWN_HEIGHT + 16} textAnchor={anchor}>
                    {formatTime(p.time)}
                  </text>
                )
              })}
            </Group>
          </Group>
        )
      }}
    </ChartFigure>
  )
}
