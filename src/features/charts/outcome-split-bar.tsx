import { ChartFigure } from './chart-figure'
import * as styles from './chart-theme.css'

export interface SplitSegment {
  readonly key: string
  readonly label: string
  readonly count: number
  readonly tone: 'gain' | 'loss' | 'neutral'
}

export interface OutcomeSplitBarProps {
  readonly title: string
  readonly description: string
  readonly segments: readonly SplitSegment[]
  /** A share (0.25) as text. */
  readonly formatShare: (ratio: number) => string
  readonly labels: { readonly outcome: string; readonly count: string; readonly share: string }
}

const HEIGHT = 28
const fills = { gain: styles.gainFill, loss: styles.lossFill, neutral: styles.neutralFill }
const swatches = { gain: styles.gainSwatch, loss: styles.lossSwatch, neutral: styles.neutralSwatch }

/** One bar split by count (wins, losses, breakevens...), with counts and shares in its legend. */
export function OutcomeSplitBar({ title, description, segments, formatShare, labels }: OutcomeSplitBarProps) {
  const total = segments.reduce((sum, s) => sum + s.count, 0)
  const share = (count: number) => (total > 0 ? count / total : 0)
  return (
    <ChartFigure
      title={title}
      description={description}
      height={HEIGHT}
      data={{ columns: [labels.outcome, labels.count, labels.share], rows: segments.map((s) => [s.label, String(s.count), formatShare(share(s.count))]) }}
      legend={
        <ul className={styles.legend}>
          {segments.map((s) => (
            <li key={s.key} className={styles.legendItem}>
              <span className={swatches[s.tone]} aria-hidden="true" />
              {s.label}: {s.count} ({formatShare(share(s.count))})
            </li>
          ))}
        </ul>
      }
    >
      {(width) => {
        if (total === 0) return <rect className={styles.emptyFill} x={0} y={0} width={width} height={HEIGHT} rx={6} />
        let x = 0
        return segments.map((s) => {
          const w = share(s.count) * width
          const rect = <rect key={s.key} className={fills[s.tone]} x={x} y={0} width={Math.max(0, w - (w > 2 ? 1 : 0))} height={HEIGHT} />
          x += w
          return rect
        })
      }}
    </ChartFigure>
  )
}
