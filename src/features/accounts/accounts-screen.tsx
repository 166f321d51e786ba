import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Account } from '../../domain'
import { useAccounts, useJournalDatabase } from '../../db'
import { Button, EmptyState, notify, PageHeader, PlusIcon } from '../../ui'
import { AccountCard } from './account-card'
import { AccountFormDialog } from './account-form-dialog'
import { EMPTY_SUMMARY } from './account-summary'
import { DeleteAccountDialog } from './delete-account-dialog'
import { useAccountSummaries } from './use-account-summaries'
import * as styles from './accounts.css'

type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly account: Account } | null

/** /accounts: exchange sub-accounts, prop challenges and paper accounts, with their trades and P&L. */
export function AccountsScreen() {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const { data: accounts, isLoading } = useAccounts()
  const { summaries } = useAccountSummaries()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Account | null>(null)
  const active = accounts.filter((account) => !account.archived)
  const archived = accounts.filter((account) => account.archived)

  async function toggleArchived(account: Account) {
    try {
      await db.accounts.patch(account.id, { archived: !account.archived })
      notify.success(t`Updated successfully`)
    } catch {
      notify.error(t`Something went wrong`)
    }
  }

  const cards = (list: readonly Account[]) => (
    <ul className={styles.list}>
      {list.map((account) => (
        <li key={account.id}>
          <AccountCard
            account={account}
            summary={summaries.get(account.id) ?? EMPTY_SUMMARY}
            onEdit={() => setEditing({ kind: 'edit', account })}
            onToggleArchived={() => void toggleArchived(account)}
            onDelete={() => setDeleting(account)}
          />
        </li>
      ))}
    </ul>
  )

  return (
    <>
      <PageHeader
        title={t`Accounts`}
        description={t`Exchange sub-accounts, prop challenges and paper accounts`}
        actions={
          <Button leadingIcon={<PlusIcon size={16} />} onClick={() => setEditing({ kind: 'new' })}>
            {t`Add account`}
          </Button>
        }
      />
      {isLoading ? null : accounts.length === 0 ? (
        <EmptyState
          title={t`No accounts yet`}
          description={t`Add each exchange sub-account, prop challenge or paper account you trade, with its starting capital, to follow them apart and filter every screen by account.`}
        />
      ) : (
        <>
          {active.length > 0 ? (
            <section className={styles.group} aria-label={t`Active accounts`}>
              {cards(active)}
            </section>
          ) : null}
          {archived.length > 0 ? (
            <section className={styles.group} aria-labelledby="archived-accounts-title">
              <h2 id="archived-accounts-title" className={styles.groupTitle}>
                {t`Archived accounts`}
              </h2>
              {cards(archived)}
            </section>
          ) : null}
        </>
      )}
      {editing ? <AccountFormDialog account={editing.kind === 'edit' ? editing.account : undefined} accounts={accounts} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteAccountDialog account={deleting} tradeCount={summaries.get(deleting.id)?.trades ?? 0} onClose={() => setDeleting(null)} /> : null}
    </>
  )
}
