import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClass, Card, CardHeader, formatDate, formatNumber, formatPercent, formatRelativeTime, useNow } from '../../ui'
import type { LeaderboardEntry } from '../../domain/community'
import type { CommunityProblem } from './community-api'
import { useCommunityWords } from './community-messages'
import type { CommunityAccess } from './use-community'
import * as styles from './social.css'

type Stats = LeaderboardEntry['stats']

/** For a trader on the device-only profile (or signed out): sharing needs an account. */
export function AccountRequired() {
  const { t } = useLingui()
  return (
    <Card as="section" aria-labelledby="community-account-title">
      <CardHeader titleId="community-account-title" title={t`Sharing needs an account`} />
      <div className={styles.stack}>
        <p className={styles.text}>
          {t`Your journal lives only on this device. To share your stats and see other traders, sign in with an account: your journal stays private, and only the percentages you choose to share are published.`}
        </p>
        <div>
          <Link to="/auth" className={buttonClass({ variant: 'primary' })}>
            {t`Sign in or create an account`}
          </Link>
        </div>
      </div>
    </Card>
  )
}

/** "As of …" for a cached copy, the offline state, and the last failure. */
export function CacheStatus({
  access,
  fetchedAt,
  refreshing,
  problem,
}: {
  access: CommunityAccess
  fetchedAt: string | null
  refreshing: boolean
  problem: CommunityProblem | null
}) {
  const { t, i18n } = useLingui()
  const words = useCommunityWords()
  const now = useNow(30_000)
  const asOf = fetchedAt ? formatDate(fetchedAt, i18n.locale, { style: 'datetime' }) : ''
  const age = fetchedAt ? formatRelativeTime(fetchedAt, Math.max(now, Date.now()), i18n.locale) : ''
  const status = !access.online
    ? fetchedAt
      ? t`You are offline. Showing the copy saved on this device, as of ${asOf} (${age}).`
      : t`You are offline and nothing is saved on this device yet. It loads when you are back online.`
    : refreshing
      ? t`Updating…`
      : fetchedAt
        ? t`Updated ${asOf} (${age}).`
        : ''
  return (
    <>
      {status ? (
        <p className={styles.status} role="status" data-testid="community-status">
          {status}
        </p>
      ) : null}
      {problem && access.online ? (
        <p className={styles.problem} role="alert">
          {words.problem(problem)}
        </p>
      ) : null}
    </>
  )
}

/** Trades, win rate, profit factor, ROI %: what others see (no money amount). */
export function StatsFigures({ stats, label }: { stats: Stats | null; label: string }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const figures = formatStats(stats, locale)
  const items: [string, string][] = [
    [t`Trades`, figures.trades],
    [t`Win rate`, figures.winRate],
    [t`Profit factor`, figures.profitFactor],
    [t`ROI`, figures.roi],
  ]
  return (
    <div className={styles.figure}>
      <p className={styles.figureLabel}>{label}</p>
      <dl className={styles.figures} aria-label={label}>
        {items.map(([name, value]) => (
          <div key={name} className={styles.figure}>
            <dt className={styles.figureLabel}>{name}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

export function formatStats(stats: Stats | null, locale: string) {
  const dash = '—'
  if (!stats) return { trades: dash, winRate: dash, profitFactor: dash, roi: dash }
  return {
    trades: formatNumber(stats.trades, locale, { maxDecimals: 0 }),
    winRate: stats.winRate === null ? dash : formatPercent(stats.winRate / 100, locale, { decimals: 1 }),
    profitFactor: stats.profitFactor === null ? dash : formatNumber(stats.profitFactor, locale, { minDecimals: 2, maxDecimals: 2 }),
    roi: stats.roiPercent === null ? dash : formatPercent(stats.roiPercent / 100, locale, { decimals: 2, signed: true }),
  }
}
