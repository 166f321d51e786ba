import { useLingui } from '@lingui/react/macro'
import { useAccounts } from '../../db'
import { useAccountFilter } from './use-account-filter'
import * as styles from './accounts.css'
import { SelectField } from '../../ui'

export interface AccountFilterProps {
  /** Defaults to 'Filter by account'. */
  label?: string
  className?: string
}

/**
 * Chooses the account the current screen shows (or all of them), kept in `?account=` by
 * useAccountFilter. Archived accounts are offered only while selected, so an old link still reads.
 */
export function AccountFilter({ label, className }: AccountFilterProps) {
  const { t } = useLingui()
  const { data: accounts } = useAccounts()
  const { accountId, setAccountId } = useAccountFilter()
  const offered = accounts.filter((account) => !account.archived || account.id === accountId)
  return (
    <SelectField
      label={label ?? t`Filter by account`}
      name="account"
      className={className ?? styles.filter}
      value={accountId ?? ''}
      onValueChange={(value) => setAccountId(value === '' ? undefined : value)}
      options={[{ value: '', label: t`All accounts` }, ...offered.map((account) => ({ value: account.id, label: account.name }))]}
    />
  )
}
