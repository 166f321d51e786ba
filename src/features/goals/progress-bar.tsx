import * as styles from './goals.css'

export type ProgressTone = keyof typeof styles.fill

/** A bar from 0 to 100 % for a goal, a limit or a rule's usage; `label` names it for screen readers. */
export function ProgressBar({ fraction, tone, label, valueText }: { fraction: number; tone: ProgressTone; label: string; valueText: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100)
  return (
    <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={valueText}>
      <div className={styles.fill[tone]} style={{ width: `${percent}%` }} />
    </div>
  )
}
