import { useLingui } from '@lingui/react/macro'
import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { Area, LinePath } from '@visx/shape'
import type { ForecastBand } from '../../domain/forecast'
import { ChartFigure, paddedExtent, ValueGrid, chartStyles } from '../charts'
import * as styles from './forecast.css'

interface ForecastChartProps {
  readonly bands: readonly ForecastBand[]
  readonly start: number
  readonly target: number
  readonly formatMoney: (value: number) => string
  readonly blur: boolean
}

/** About `max` evenly spread indexes of `count`, first and last included. */
function everyNth(count: number, max: number): number[] {
  if (count <= max) return Array.from({ length: count }, (_, index) => index)
  return [...new Set(Array.from({ length: max }, (_, n) => Math.round((n * (count - 1)) / (max - 1))))]
}

const MARGIN = { top: 8, right: 12, bottom: 22, left: 48 }
const HEIGHT = 260

/** The p10-p90 band of simulated equity with its median, against the starting capital and target. */
export function ForecastChart({ bands, start, target, formatMoney, blur }: ForecastChartProps) {
  const { t } = useLingui()
  const last = bands.at(-1)?.step ?? 0
  return (
    <ChartFigure
      title={t`Projected equity`}
      description={t`Shaded: the middle 80% of simulated paths (10th to 90th percentile); line: the median path; dashed: your starting capital and target. The horizontal axis counts trades from now.`}
      height={HEIGHT}
      blur={blur}
      data={{
        columns: [t`Trades from now`, t`10th percentile`, t`Median`, t`90th percentile`],
        // Every step would be a long table: about 20 rows say the same.
        rows: everyNth(bands.length, 21).map((index) => {
          const band = bands[index]!
          return [String(band.step), formatMoney(band.p10), formatMoney(band.p50), formatMoney(band.p90)]
        }),
        moneyColumns: [1, 2, 3],
      }}
      legend={
        <ul className={chartStyles.legend}>
          <li className={chartStyles.legendItem}>
            <span className={styles.bandSwatch} aria-hidden="true" />
            {t`10th-90th percentile`}
          </li>
          <li className={chartStyles.legendItem}>
            <span className={chartStyles.primarySwatch} aria-hidden="true" />
            {t`Median`}
          </li>
        </ul>
      }
    >
      {(width) => {
        const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom
        const values = [...bands.flatMap((band) => [band.p10, band.p90]), start, target]
        const y = scaleLinear<number>({ domain: paddedExtent(values, { includeZero: false }), range: [innerHeight, 0], nice: true })
        // Room for the widest money label (about 6.6 px per character at the ticks' 11 px).
        const left = Math.max(MARGIN.left, Math.ceil(Math.max(...y.ticks(4).map((tick) => formatMoney(tick).length)) * 6.6 + 12))
        const innerWidth = Math.max(40, width - left - MARGIN.right)
        const x = scaleLinear<number>({ domain: [0, Math.max(1, last)], range: [0, innerWidth] })
        const ticks = x.ticks(Math.max(2, Math.floor(innerWidth / 70)))
        return (
          <Group left={left} top={MARGIN.top}>
            <ValueGrid scale={y} width={innerWidth} format={formatMoney} hidden={blur} />
            <Area<ForecastBand> data={[...bands]} x={(band) => x(band.step)} y0={(band) => y(band.p10)} y1={(band) => y(band.p90)} className={styles.bandFill} />
            <LinePath<ForecastBand> data={[...bands]} x={(band) => x(band.step)} y={(band) => y(band.p10)} className={styles.edgeLine} />
            <LinePath<ForecastBand> data={[...bands]} x={(band) => x(band.step)} y={(band) => y(band.p90)} className={styles.edgeLine} />
            <LinePath<ForecastBand> data={[...bands]} x={(band) => x(band.step)} y={(band) => y(band.p50)} className={styles.medianLine} />
            <line className={styles.startLine} x1={0} x2={innerWidth} y1={y(start)} y2={y(start)} />
            <line className={styles.targetLine} x1={0} x2={innerWidth} y1={y(target)} y2={y(target)} />
            {ticks.map((tick, n) => (
              <text key={tick} className={chartStyles.tick} x={x(tick)} y={innerHeight + 15} textAnchor={n === 0 ? 'start' : n === ticks.length - 1 ? 'end' : 'middle'}>
                {String(tick)}
              </text>
            ))}
          </Group>
        )
      }}
    </ChartFigure>
  )
}
