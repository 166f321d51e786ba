import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { type CommunityPeriod, MIN_RANKED_TRADES, rankLeaderboard } from '../../domain/community'
import { Card, CardHeader, PageHeader, tableScroller, Tabs } from '../../ui'
import { type BoardEntry, useLeaderboard, useOwnProfile } from './community-data'
import { AccountRequired, CacheStatus, formatStats } from './community-parts'
import { type CommunityAccess, useCommunityAccess } from './use-community'
import * as styles from './social.css'

/**
 * /leaderboard: traders who opted in, ranked by ROI % for this month or all time, from the figures
 * the server computes from each trader's synced trades (the app publishes none).
 */
export function LeaderboardScreen() {
  const { t } = useLingui()
  const access = useCommunityAccess()
  return (
    <>
      <PageHeader title={t`Leaderboard`} description={t`Opt-in rankings by percentage return`} />
      {access.kind === 'account' ? <LeaderboardBody access={access} /> : <AccountRequired />}
    </>
  )
}

function LeaderboardBody({ access }: { access: CommunityAccess }) {
  const { t } = useLingui()
  const [period, setPeriod] = useState<CommunityPeriod>('month')
  const own = useOwnProfile(access)
  // Until the own profile is known (cached or fetched), whether the trader shares is unknown.
  const shareStats = own.settled ? (own.value?.shareStats ?? false) : null
  const month = useLeaderboard(access, 'month')
  const allTime = useLeaderboard(access, 'all_time')

  const panel = (board: typeof month) => <Board access={access} board={board} />
  return (
    <div className={styles.stack}>
      <p className={styles.status}>
        {t`Ranked by ROI % on initial capital; ties go to the higher profit factor, then to more trades. A trader needs at least ${MIN_RANKED_TRADES} closed trades in the period to be ranked.`}
      </p>
      {shareStats === false ? (
        <p className={styles.status}>{t`You do not share your stats, so you are not on the leaderboard. Turn on "Share my stats" in Social to join.`}</p>
      ) : null}
      <Tabs
        aria-label={t`Leaderboard period`}
        value={period}
        onValueChange={(value) => setPeriod(value === 'all_time' ? 'all_time' : 'month')}
        items={[
          { value: 'month', label: t`This month`, content: panel(month) },
          { value: 'all_time', label: t`All time`, content: panel(allTime) },
        ]}
      />
    </div>
  )
}

function Board({ access, board }: { access: CommunityAccess; board: ReturnType<typeof useLeaderboard> }) {
  const { t, i18n } = useLingui()
  const ranked = useMemo(() => rankLeaderboard<BoardEntry>(board.value ?? []), [board.value])
  return (
    <Card as="section" aria-label={t`Rankings`}>
      <CardHeader title={t`Rankings`} description={t`Percentages and counts only: no money amounts are shared.`} />
      <div className={styles.stack}>
        <CacheStatus access={access} fetchedAt={board.fetchedAt} refreshing={board.refreshing} problem={board.problem} />
        {ranked.length === 0 ? (
          <p className={styles.status}>{board.loading || (board.refreshing && !board.fetchedAt) ? t`Loading` : t`Nobody is on the leaderboard for this period yet.`}</p>
        ) : (
          <div className={tableScroller}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t`Traders who share their stats`}</caption>
              <thead>
                <tr>
                  {[t`Rank`, t`Trader`, t`Trades`, t`Win rate`, t`Profit factor`, t`ROI`].map((name) => (
                    <th key={name} scope="col" className={styles.cell}>
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ranked.map((entry) => {
                  const mine = entry.userId === access.userId
                  const figures = formatStats(entry.stats, i18n.locale)
                  return (
                    <tr key={entry.userId} className={mine ? styles.ownRow : undefined} aria-current={mine ? 'true' : undefined} data-own={mine ? 'true' : undefined}>
                      <td className={styles.cell}>{entry.rank === null ? t`Not ranked yet` : `#${entry.rank}`}</td>
                      <th scope="row" className={styles.cell}>
                        {mine ? t`${entry.displayName} (you)` : entry.displayName}
                      </th>
                      <td className={styles.cell}>{figures.trades}</td>
                      <td className={styles.cell}>{figures.winRate}</td>
                      <td className={styles.cell}>{figures.profitFactor}</td>
                      <td className={styles.cell}>{figures.roi}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Card>
  )
}
