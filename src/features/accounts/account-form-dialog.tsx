import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { Account } from '../../domain'
import { PARTNER_EXCHANGES } from '../../domain/partner-exchanges'
import { useJournalDatabase } from '../../db'
import { focusField, FormDialog, TextField, useRecordSave, SelectField } from '../../ui'
import { accountFormMessage, accountKindLabel } from './account-messages'
import {
  ACCOUNT_FORM_FIELDS,
  ACCOUNT_FORM_KINDS,
  type AccountFormErrors,
  type AccountFormField,
  accountFormValues,
  BASE_CURRENCIES,
  OTHER_EXCHANGE,
  readAccountForm,
} from './account-form-values'
import * as styles from './accounts.css'

export interface AccountFormDialogProps {
  /** The account to edit; absent for a new one. */
  account?: Account
  /** Every live account, for the unique-name rule. */
  accounts: readonly Account[]
  onClose: () => void
}

/** Create or edit an account; a refused form keeps what was typed and says why next to each field. */
export function AccountFormDialog({ account, accounts, onClose }: AccountFormDialogProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(() => accountFormValues(account))
  const [errors, setErrors] = useState<AccountFormErrors>({})
  const { saving, save } = useRecordSave(onClose)

  const set = (field: AccountFormField) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }
  const error = (field: AccountFormField) => {
    const problem = errors[field]
    return problem ? accountFormMessage(problem, field) : undefined
  }

  const kinds = ACCOUNT_FORM_KINDS.includes(values.kind as Account['kind']) ? ACCOUNT_FORM_KINDS : [...ACCOUNT_FORM_KINDS, values.kind as Account['kind']]
  const currencies: readonly string[] = BASE_CURRENCIES.includes(values.baseCurrency as (typeof BASE_CURRENCIES)[number])
    ? BASE_CURRENCIES
    : [...BASE_CURRENCIES, values.baseCurrency]

  function submit() {
    const result = readAccountForm(values, accounts, account?.id)
    if (!result.ok) {
      setErrors(result.errors)
      focusField(
        formRef.current,
        ACCOUNT_FORM_FIELDS.find((field) => result.errors[field]),
      )
      return
    }
    void save(async () => {
      if (!account) {
        await db.accounts.insert({ ...result.fields, archived: false })
        return 'created'
      }
      await db.accounts.patch(account.id, result.fields)
      return 'updated'
    })
  }

  return (
    <FormDialog
      title={account ? t`Edit account` : t`New account`}
      description={t`An exchange sub-account, a prop challenge or a paper account, with the capital it started with.`}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      formRef={formRef}
      formClassName={styles.form}
    >
      <TextField label={t`Name`} name="name" value={values.name} autoComplete="off" onChange={(event) => set('name')(event.target.value)} errorText={error('name')} />
      <SelectField
        label={t`Kind`}
        name="kind"
        value={values.kind}
        onValueChange={set('kind')}
        options={kinds.map((kind) => ({ value: kind, label: accountKindLabel(kind) }))}
        error={error('kind')}
      />
      <SelectField
        label={t`Exchange`}
        name="exchange"
        value={values.exchange}
        onValueChange={set('exchange')}
        options={[{ value: '', label: t`None` }, ...PARTNER_EXCHANGES.map((name) => ({ value: name, label: name })), { value: OTHER_EXCHANGE, label: t`Other` }]}
      />
      {values.exchange === OTHER_EXCHANGE ? (
        <TextField
          label={t`Exchange name`}
          name="otherExchange"
          value={values.otherExchange}
          autoComplete="off"
          onChange={(event) => set('otherExchange')(event.target.value)}
          errorText={error('otherExchange')}
        />
      ) : null}
      <div className={styles.pair}>
        <SelectField
          label={t`Base currency`}
          name="baseCurrency"
          value={values.baseCurrency}
          onValueChange={set('baseCurrency')}
          options={currencies.map((code) => ({ value: code, label: code }))}
          error={error('baseCurrency')}
        />
        <TextField
          label={t`Initial capital`}
          name="initialCapital"
          value={values.initialCapital}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          onChange={(event) => set('initialCapital')(event.target.value)}
          errorText={error('initialCapital')}
        />
      </div>
    </FormDialog>
  )
}
