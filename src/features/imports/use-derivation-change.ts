import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { notify } from '../../ui'
import { withDerivationLock } from './run-import'
import type { ImportServices } from './use-import-services'

/**
 * A change to what every imported trade is derived with (the P&L method, the fee coin prices): the
 * preference is saved, then the trades are derived again from their fills, one derivation at a time
 * across tabs. `saving` covers both; the outcome is a toast.
 */
export function useDerivationChange(services: ImportServices) {
  const { t } = useLingui()
  const [saving, setSaving] = useState(false)
  const change = async (savePreference: () => Promise<unknown>) => {
    setSaving(true)
    try {
      await savePreference()
      await withDerivationLock(() => services.repository.rederive())
      notify.success(t`Updated successfully`)
    } catch {
      notify.error(t`Failed to update`)
    } finally {
      setSaving(false)
    }
  }
  return { saving, change }
}
