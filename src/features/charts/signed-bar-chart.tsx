import { BucketBarChart, type BucketBarChartProps } from './bucket-bar-chart'

export interface SignedBar {
  readonly label: string
  readonly value: number
  /** A short extra for the screen-reader table (e.g. "12 trades"). */
  readonly detail?: string
}

export interface SignedBarChartProps extends Omit<BucketBarChartProps, 'bars'> {
  readonly bars: readonly SignedBar[]
}

/**
 * Vertical bars around zero coloured by their sign: gains in the profit colour, losses in the loss
 * colour (P&L by hour, weekday...). Money by default.
 */
export function SignedBarChart({ bars, money = true, height = 200, ...chart }: SignedBarChartProps) {
  const toned = bars.map((bar) => ({ ...bar, tone: bar.value > 0 ? ('gain' as const) : bar.value < 0 ? ('loss' as const) : ('neutral' as const) }))
  return <BucketBarChart {...chart} bars={toned} money={money} height={height} />
}
