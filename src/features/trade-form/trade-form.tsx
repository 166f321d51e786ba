import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useMemo, useRef } from 'react'
import { useAccounts, useTags, useTrades } from '../../db'
import { Button } from '../../ui'
import * as styles from './trade-form.css'
import { ContextSection, CostsSection, PositionSection, TimingSection } from './trade-form-sections'
import { TradePreview } from './trade-preview'
import { useTradeForm } from './use-trade-form'

/** Manual entry of one trade, phone first: the fields, a live preview, validation and saving. */
export function TradeForm() {
  const { t } = useLingui()
  const form = useTradeForm()
  const formRef = useRef<HTMLFormElement>(null)
  const { data: setupTags } = useTags('setup')
  const { data: accountList } = useAccounts()
  const { data: recent } = useTrades({ limit: 50 })
  const setups = useMemo(() => setupTags.map((tag) => ({ value: tag.id, label: tag.name })), [setupTags])
  const accounts = useMemo(() => accountList.map((account) => ({ value: account.id, label: account.name })), [accountList])
  const symbols = useMemo(() => [...new Set(recent.map((trade) => trade.symbol))], [recent])
  const margin = form.preview?.figures.margin
  const derivedMargin = margin && !margin.overridden ? margin.value : undefined
  const sectionProps = { values: form.values, errors: form.errors, setValue: form.setValue }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (form.saving) return
    const invalid = await form.submit()
    if (invalid) formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus()
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`New trade`}>
      <PositionSection {...sectionProps} symbols={symbols} derivedMargin={derivedMargin} />
      <CostsSection {...sectionProps} />
      <TimingSection {...sectionProps} />
      <ContextSection {...sectionProps} setups={setups} accounts={accounts} />
      {/* Just above Save on a phone, where it is seen before saving; a sticky side column on desktop. */}
      <TradePreview preview={form.preview} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={form.saving} className={styles.saveButton}>
          {t`Save`}
        </Button>
      </div>
    </form>
  )
}
