import { useLingui } from '@lingui/react/macro'
import type { Account } from '../../domain'
import { Badge, Button, Card, formatDate, Sensitive, Switch } from '../../ui'
import type { AlertView } from './use-alert-states'
import type { useAlertTexts } from './use-alert-messages'
import * as styles from './alerts.css'

export interface AlertCardProps {
  readonly view: AlertView
  readonly account: Account | undefined
  readonly texts: ReturnType<typeof useAlertTexts>
  readonly blur: boolean
  readonly timeZone: string
  readonly onToggle: (enabled: boolean) => void
  readonly onEdit: () => void
  readonly onDelete: () => void
}

/** One alert: what it watches for, whether it holds now, when and why it last fired, and its switch. */
export function AlertCard({ view, account, texts, blur, timeZone, onToggle, onEdit, onDelete }: AlertCardProps) {
  const { t, i18n } = useLingui()
  const { alert, definition, state } = view
  const name = definition ? texts.describe(definition) : alert.title
  const paused = alert.status === 'paused'
  const latest = state?.latest ?? null
  const reason = definition && latest ? texts.why(definition, latest) : null
  const count = state?.firings.length ?? 0
  const lastFired = (when: string) => t`Last fired ${when}`
  return (
    <Card as="article" aria-label={name} className={styles.card}>
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>{name}</h3>
        {paused ? <Badge tone="outline">{t`Paused`}</Badge> : state?.active ? <Badge tone="danger">{t`Triggered`}</Badge> : <Badge tone="success">{t`Watching`}</Badge>}
      </div>
      <p className={styles.meta}>
        {account ? account.name : t`All accounts`} · {count === 0 ? t`Never fired` : count === 1 ? t`Fired once` : t`Fired ${count} times`}
      </p>
      {!definition ? <p className={styles.meta}>{t`This alert was saved by a newer version of the app and cannot be checked.`}</p> : null}
      {latest && reason ? (
        <p className={styles.why}>
          <strong>{lastFired(formatDate(latest.at, i18n.locale, { timeZone, style: 'datetime' }))}</strong>
          {': '}
          {reason.money ? <Sensitive hidden={blur}>{reason.text}</Sensitive> : reason.text}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Switch label={t`Enabled`} checked={!paused} onCheckedChange={onToggle} disabled={!definition} />
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t`Edit ${name}`} disabled={!definition}>
          {t`Edit`}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t`Delete ${name}`}>
          {t`Delete`}
        </Button>
      </div>
    </Card>
  )
}
