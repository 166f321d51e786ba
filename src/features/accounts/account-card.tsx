import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type Account, exchangeBrand } from '../../domain'
import { Badge, Button, buttonClass, Card, cx } from '../../ui'
import { accountKindLabel } from './account-messages'
import type { AccountSummary } from './account-summary'
import { formatAmount } from './format-amount'
import * as styles from './accounts.css'

export interface AccountCardProps {
  account: Account
  summary: AccountSummary
  onEdit: () => void
  onToggleArchived: () => void
  onDelete: () => void
}

function Fact({ label, children, tone }: { label: string; children: React.ReactNode; tone?: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={cx(styles.factValue, tone)}>{children}</dd>
    </div>
  )
}

function toneOf(amount: string): string | undefined {
  const value = Number(amount)
  return value > 0 ? styles.positive : value < 0 ? styles.negative : undefined
}

/** One account: what it is, what it started with, and how its trades did. */
export function AccountCard({ account, summary, onEdit, onToggleArchived, onDelete }: AccountCardProps) {
  const { t, i18n } = useLingui()
  const titleId = `account-${account.id}`
  const locale = i18n.locale
  const name = account.name
  return (
    <Card as="article" aria-labelledby={titleId}>
      <div className={styles.cardTop}>
        <h2 id={titleId} className={styles.cardTitle}>
          {account.name}
        </h2>
        <div className={styles.badges}>
          <Badge tone="primary">{accountKindLabel(account.kind)}</Badge>
          {account.archived ? <Badge tone="outline">{t`Archived`}</Badge> : null}
        </div>
      </div>
      <dl className={styles.facts}>
        <Fact label={t`Exchange`}>{account.exchange ? exchangeBrand(account.exchange) : t`None`}</Fact>
        <Fact label={t`Base currency`}>{account.baseCurrency}</Fact>
        <Fact label={t`Initial capital`}>{formatAmount(account.initialCapital, account.baseCurrency, locale)}</Fact>
        <Fact label={t`Trades`}>
          <Plural value={summary.trades} one="# trade" other="# trades" />
        </Fact>
        <Fact label={t`Net P&L`} tone={summary.netPnl.length === 1 ? toneOf(summary.netPnl[0]?.amount ?? '0') : undefined}>
          {summary.netPnl.length === 0
            ? formatAmount('0', account.baseCurrency, locale)
            : summary.netPnl.map((entry) => formatAmount(entry.amount, entry.asset, locale, { signed: true })).join(' · ')}
        </Fact>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit ${name}`}>
          {t`Edit`}
        </Button>
        <Button variant="ghost" size="sm" onClick={onToggleArchived} aria-label={account.archived ? t`Unarchive ${name}` : t`Archive ${name}`}>
          {account.archived ? t`Unarchive` : t`Archive`}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t`Delete ${name}`}>
          {t`Delete`}
        </Button>
        <Link to="/journal" search={{ account: account.id } as never} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          {t`View trades`}
        </Link>
      </div>
    </Card>
  )
}
