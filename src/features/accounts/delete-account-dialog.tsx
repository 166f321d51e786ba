import { Plural, useLingui } from '@lingui/react/macro'
import type { Account } from '../../domain'
import { useJournalDatabase, usePreference } from '../../db'
import { ConfirmDialog, notify } from '../../ui'

export interface DeleteAccountDialogProps {
  account: Account
  /** Live trades on the account, said in the confirmation. */
  tradeCount: number
  onClose: () => void
}

/** Asks before deleting; the account's trades stay in the journal, without an account. */
export function DeleteAccountDialog({ account, tradeCount, onClose }: DeleteAccountDialogProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const defaults = usePreference('tradingDefaults')
  const name = account.name

  async function deleteAccount() {
    await db.accounts.deleteAndDetach(account.id)
    // A default pointing at a deleted account would pre-fill the trade form with nothing.
    if (defaults.value.defaultAccountId === account.id) await defaults.set({ defaultAccountId: null })
    notify.success(t`Deleted successfully`)
  }

  return (
    <ConfirmDialog
      onClose={onClose}
      onConfirm={deleteAccount}
      confirmLabel={t`Delete`}
      title={t`Delete this account?`}
      description={
        tradeCount === 0 ? (
          t`${name} has no trades.`
        ) : (
          <Plural
            value={tradeCount}
            one={`${name} is used by # trade. It stays in your journal without an account.`}
            other={`${name} is used by # trades. They stay in your journal without an account.`}
          />
        )
      }
    />
  )
}
