import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { type Plan, useAccounts, useJournalDatabase } from '../../db'
import type { AlertDefinition } from '../../domain/plans'
import { Button, ConfirmDialog, EmptyState, formatDate, notify, PageHeader, PlusIcon, Sensitive, DataTable, Section } from '../../ui'
import { useJournalCoins, usePlanClock } from '../goals'
import { AlertCard } from './alert-card'
import { AlertFormDialog } from './alert-form-dialog'
import { type AlertView, useAlertStates } from './use-alert-states'
import { useAlertTexts } from './use-alert-messages'
import * as styles from './alerts.css'

type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly plan: Plan; readonly definition: AlertDefinition } | null

const HISTORY_SIZE = 20

/** /performance-alerts: rules over the journal, evaluated on the device, with when and why each fired. */
export function PerformanceAlertsScreen() {
  const { t, i18n } = useLingui()
  const db = useJournalDatabase()
  const clock = usePlanClock()
  const coins = useJournalCoins()
  const texts = useAlertTexts()
  const { data: accounts } = useAccounts()
  const { views, trades, facts, loading } = useAlertStates(clock)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<{ plan: Plan; name: string } | null>(null)
  const alertDeleteText = (name: string) => t`"${name}" will no longer be checked.`
  const sorted = [...views].sort((a, b) => a.alert.createdAt.localeCompare(b.alert.createdAt))
  const history = views
    .flatMap((view) => (view.definition && view.state ? view.state.firings.map((firing) => ({ view, definition: view.definition as AlertDefinition, firing })) : []))
    .sort((a, b) => b.firing.at - a.firing.at)
    .slice(0, HISTORY_SIZE)

  async function toggle(view: AlertView, enabled: boolean) {
    // Firings while paused count as seen: enabling again does not toast what happened meanwhile.
    const latest = view.state?.latest
    const seen = enabled && latest ? { lastTriggeredAt: new Date(Math.max(latest.at, Date.parse(view.alert.lastTriggeredAt ?? '') || 0)).toISOString() } : {}
    try {
      await db.plans.patch(view.alert.id, { status: enabled ? 'active' : 'paused', ...seen })
      notify.success(enabled ? t`Alert enabled` : t`Alert paused`)
    } catch {
      notify.error(t`Something went wrong`)
    }
  }

  return (
    <>
      <PageHeader
        title={t`Performance Alerts`}
        description={t`Warnings when your results break your rules`}
        actions={
          <Button leadingIcon={<PlusIcon size={16} />} onClick={() => setEditing({ kind: 'new' })}>
            {t`Add alert`}
          </Button>
        }
      />
      {loading ? null : views.length === 0 ? (
        <EmptyState
          title={t`No alerts yet`}
          description={t`Be warned when a day's loss passes an amount, after a run of losses, when your recent win rate drops or when a position is opened with too much leverage. Alerts are checked on this device, offline too.`}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label={t`Alerts`}>
            {sorted.map((view) => {
              const name = view.definition ? texts.describe(view.definition) : view.alert.title
              return (
                <li key={view.alert.id}>
                  <AlertCard
                    view={view}
                    account={accounts.find((account) => account.id === view.alert.accountId)}
                    texts={texts}
                    blur={clock.blur}
                    timeZone={clock.timeZone}
                    onToggle={(enabled) => void toggle(view, enabled)}
                    onEdit={() => (view.definition ? setEditing({ kind: 'edit', plan: view.alert, definition: view.definition }) : undefined)}
                    onDelete={() => setDeleting({ plan: view.alert, name })}
                  />
                </li>
              )
            })}
          </ul>
          <div className={styles.history}>
            <Section title={t`Alert history`} definition={t`The latest times your alerts fired, newest first, replayed from the journal.`}>
              {history.length === 0 ? (
                <p className={styles.meta}>{t`None of your alerts has fired yet.`}</p>
              ) : (
                <DataTable
                  caption={t`Alert history`}
                  columns={[t`When`, t`Alert`, t`Why`, t`Trade`]}
                  rows={history.map(({ view, definition, firing }) => {
                    const reason = texts.why(definition, firing)
                    return {
                      key: `${view.alert.id}-${firing.tradeId}-${firing.at}`,
                      cells: [
                        formatDate(firing.at, i18n.locale, { timeZone: clock.timeZone, style: 'datetime' }),
                        texts.describe(definition),
                        reason.money ? (
                          <Sensitive key="w" hidden={clock.blur}>
                            {reason.text}
                          </Sensitive>
                        ) : (
                          reason.text
                        ),
                        <Link key="l" to="/trade-analysis" search={{ trade: firing.tradeId }}>
                          {firing.symbol}
                        </Link>,
                      ],
                    }
                  })}
                />
              )}
            </Section>
          </div>
        </>
      )}
      {editing ? (
        <AlertFormDialog
          alert={editing.kind === 'edit' ? { plan: editing.plan, definition: editing.definition } : undefined}
          accounts={accounts}
          coins={coins}
          trades={trades}
          facts={facts}
          today={clock.today}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t`Delete alert?`}
          description={alertDeleteText(deleting.name)}
          confirmLabel={t`Delete`}
          onConfirm={async () => {
            await db.plans.softDelete(deleting.plan.id)
            notify.success(t`Deleted successfully`)
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  )
}
