import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useAccounts, useJournalDatabase, usePreference } from '../../../db'
import { defaultImportAccount, NEW_ACCOUNT } from '../../imports/import-account'
import { FormDialog, Select, TextField } from '../../../ui'
import type { AccessToken } from '../../social/community-api'
import { connectExchange, type ExchangeConnection, type ExchangeSyncProblem } from './exchange-sync-api'
import { useSyncProblemWords } from './exchange-sync-messages'

const BRAND = 'Binance'

/**
 * Connect dialog: the exchange, the journal account its fills go to, the API key and its secret.
 * The key is checked by the server against the exchange before anything is saved; a refusal keeps
 * what was typed and says why.
 */
export function ConnectDialog({ accessToken, onConnected, onClose }: { accessToken: AccessToken; onConnected: (connection: ExchangeConnection) => void; onClose: () => void }) {
  const { t } = useLingui()
  const words = useSyncProblemWords()
  const db = useJournalDatabase()
  const accounts = useAccounts()
  const defaults = usePreference('tradingDefaults')
  const [accountId, setAccountId] = useState('')
  const [apiKey, setApiKey] = useState('')
  const [secret, setSecret] = useState('')
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<ExchangeSyncProblem | null>(null)
  const [missing, setMissing] = useState(false)
  // The account the fills go to, chosen as for a Binance CSV import (a new 'Binance' account unless one fits).
  const chosenAccount = accountId || defaultImportAccount(accounts.data, defaults.value.defaultAccountId, 'binance')

  const submit = async () => {
    if (!apiKey.trim() || !secret.trim()) {
      setMissing(true)
      return
    }
    setSaving(true)
    setProblem(null)
    const account =
      chosenAccount === NEW_ACCOUNT
        ? (await db.accounts.insert({ name: 'Binance', kind: 'exchange', exchange: 'binance', baseCurrency: 'USDT', initialCapital: '0', archived: false })).id
        : chosenAccount
    setAccountId(account)
    const result = await connectExchange(accessToken, { exchange: 'binance', apiKey: apiKey.trim(), secret: secret.trim(), accountId: account })
    setSaving(false)
    if (result.ok) onConnected(result.value)
    else setProblem(result.problem)
  }

  return (
    <FormDialog
      title={t`Connect Binance`}
      description={t`Paste a read-only API key. The server checks it with Binance, keeps the secret encrypted and never shows it again.`}
      submitLabel={t`Connect`}
      saving={saving}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Select
        label={t`Journal account`}
        items={[...accounts.data.map((account) => ({ value: account.id, label: account.name })), { value: NEW_ACCOUNT, label: t`New account: ${BRAND}` }]}
        value={chosenAccount}
        onValueChange={setAccountId}
      />
      <TextField
        label={t`API key`}
        value={apiKey}
        onChange={(event) => setApiKey(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        errorText={missing && !apiKey.trim() ? t`Paste the API key.` : undefined}
      />
      <TextField
        label={t`Secret key`}
        type="password"
        value={secret}
        onChange={(event) => setSecret(event.target.value)}
        autoComplete="off"
        errorText={missing && !secret.trim() ? t`Paste the secret key.` : undefined}
      />
      {problem ? (
        <p role="alert">
          <strong>{words(problem).what}</strong>
          <br />
          {words(problem).todo}
        </p>
      ) : null}
    </FormDialog>
  )
}
