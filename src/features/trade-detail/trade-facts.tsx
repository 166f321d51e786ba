import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useAccounts, useTags } from '../../db'
import { exchangeBrand, type Trade } from '../../domain'
import { Badge, Card, CardHeader, EMPTY_VALUE, formatDate, formatQuantity } from '../../ui'
import { Figure } from './figure'
import { marketLabel, sideLabel } from './trade-messages'
import * as styles from './trade-detail.css'

/** What was typed or imported: position, prices, times in the trader's zone, venue, setup and tags. */
export function TradeFacts({ trade, timeZone, blur }: { trade: Trade; timeZone: string; blur: boolean }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const { data: tags } = useTags()
  const { data: accounts } = useAccounts()
  const tagById = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags])
  const account = trade.accountId ? accounts.find((entry) => entry.id === trade.accountId) : undefined
  const setup = trade.setupId ? tagById.get(trade.setupId) : undefined
  const otherTags = trade.tagIds.filter((id) => id !== trade.setupId).flatMap((id) => tagById.get(id) ?? [])
  const price = (value: string | undefined) => (value === undefined ? EMPTY_VALUE : `${formatQuantity(value, locale)} ${trade.quoteAsset}`)
  const when = (instant: string | undefined) => (instant ? formatDate(instant, locale, { style: 'datetime', timeZone }) : EMPTY_VALUE)

  return (
    <Card as="section" aria-labelledby="trade-facts-title">
      <CardHeader titleId="trade-facts-title" title={t`Trade`} description={t`Times in ${timeZone}.`} />
      <dl className={styles.facts}>
        <Figure label={t`Side`} value={sideLabel(trade.side)} />
        <Figure label={t`Market`} value={marketLabel(trade.marketType)} />
        <Figure label={t`Entry price`} value={price(trade.entryPrice)} />
        <Figure label={t`Exit price`} value={price(trade.exitPrice)} />
        <Figure label={t`Quantity`} value={`${formatQuantity(trade.quantity, locale)} ${trade.marketType === 'inverse' ? t`contracts` : trade.baseAsset}`} sensitive blur={blur} />
        <Figure label={t`Leverage`} value={trade.leverage ? `${trade.leverage}×` : '1×'} />
        <Figure label={t`Stop loss`} value={price(trade.stopLoss)} />
        <Figure label={t`Take profit`} value={price(trade.takeProfit)} />
        <Figure label={t`Opened at`} value={when(trade.openedAt)} />
        <Figure label={t`Closed at`} value={when(trade.closedAt)} />
        <Figure label={t`Exchange`} value={trade.exchange ? exchangeBrand(trade.exchange) : EMPTY_VALUE} />
        <Figure label={t`Account`} value={account?.name ?? EMPTY_VALUE} />
        <Figure label={t`Setup`} value={setup?.name ?? EMPTY_VALUE} />
        <Figure
          label={t`Tags`}
          value={
            otherTags.length > 0 ? (
              <ul className={styles.tags}>
                {otherTags.map((tag) => (
                  <li key={tag.id}>
                    <Badge tone="outline">{tag.name}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              EMPTY_VALUE
            )
          }
        />
      </dl>
    </Card>
  )
}
