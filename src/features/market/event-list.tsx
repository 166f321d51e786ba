import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { EconomicEvent, ResultTotals } from '../../domain/market'
import { Badge, type BadgeTone, Button, EditIcon, formatDate, formatMoney, formatRelativeTime, TrashIcon } from '../../ui'
import { Money } from '../analytics'
import { impactLabel } from './event-messages'
import * as styles from './market.css'

const IMPACT_TONES: Record<EconomicEvent['impact'], BadgeTone> = { low: 'neutral', medium: 'warning', high: 'danger' }

export interface EventListProps {
  readonly label: string
  readonly events: readonly EconomicEvent[]
  readonly timeZone: string
  readonly now: number
  /** For past events: the trader's closed trades that day, per currency. */
  readonly dayResults?: (event: EconomicEvent) => readonly ResultTotals[]
  readonly blur: boolean
  readonly onEdit: (event: EconomicEvent) => void
  readonly onDelete: (event: EconomicEvent) => void
}

/** Events with their time on the trader's clock, impact, market and, once past, the trader's day. */
export function EventList({ label, events, timeZone, now, dayResults, blur, onEdit, onDelete }: EventListProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  return (
    <ul className={styles.eventList} aria-label={label}>
      {events.map((event) => {
        const name = event.name
        const results = dayResults?.(event)
        return (
          <li key={event.id} className={styles.eventItem}>
            <div>
              <p className={styles.eventName}>{name}</p>
              <p className={styles.eventMeta}>
                <time dateTime={event.occursAt}>{formatDate(event.occursAt, locale, { style: 'datetime', timeZone })}</time>
                <span>({formatRelativeTime(event.occursAt, now, locale)})</span>
                <Badge tone={IMPACT_TONES[event.impact]}>{impactLabel(event.impact)}</Badge>
                <Badge tone="outline">{event.market}</Badge>
              </p>
              {event.notes ? <p className={styles.eventMeta}>{event.notes}</p> : null}
              {results ? (
                <p className={styles.eventMeta}>
                  {results.length === 0
                    ? t`Your day: no closed trades.`
                    : results.map((totals) => {
                        const trades = totals.trades
                        return (
                          <span key={totals.currency}>
                            {t`Your day: ${plural(trades, { one: '# trade', other: '# trades' })}`}{' '}
                            <Money text={formatMoney(totals.pnl, locale, { currency: totals.currency, signed: true })} amount={Number(totals.pnl)} blur={blur} />
                          </span>
                        )
                      })}
                </p>
              ) : null}
            </div>
            <div className={styles.eventActions}>
              <Button size="sm" variant="ghost" leadingIcon={<EditIcon />} onClick={() => onEdit(event)} aria-label={t`Edit ${name}`}>
                {t`Edit`}
              </Button>
              <Button size="sm" variant="ghost" leadingIcon={<TrashIcon />} onClick={() => onDelete(event)} aria-label={t`Delete ${name}`}>
                {t`Delete`}
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
