import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useAccounts, useJournalDatabase, usePreference } from '../../../db'
import { defaultImportAccount, NEW_ACCOUNT } from '../../imports'
import { FormDialog, Select, SelectField, TextField } from '../../../ui'
import type { AccessToken } from '../../social'
import { connectExchange, type ExchangeConnection, type ExchangeSyncProblem } from './exchange-sync-api'
import { useSyncProblemWords } from './exchange-sync-messages'
import { SYNC_EXCHANGES } from './sync-exchanges'

/**
 * Connect dialog: the exchange, the journal account its fills go to, the API key, its secret and,
 * for an exchange whose keys have one (OKX), its passphrase.
 * The key is checked by the server against the exchange before anything is saved; a refusal keeps
 * what was typed and says why.
 */
export function ConnectDialog({ accessToken, onConnected, onClose }: { accessToken: AccessToken; onConnected: (connection: ExchangeConnection) => void; onClose: () => void }) {
  const { t } = useLingui()
  const words = useSyncProblemWords()
  const db = useJournalDatabase()
  const accounts = useAccounts()
  const defaults = usePreference('tradingDefaults')
  const [exchangeId, setExchangeId] = useState<string>(SYNC_EXCHANGES[0]!.id)
  const exchange = SYNC_EXCHANGES.find((choice) => choice.id === exchangeId) ?? SYNC_EXCHANGES[0]!
  const [accountId, setAccountId] = useState('')
  const [apiKey, setApiKey] = useState('')
  const [secret, setSecret] = useState('')
  const [passphrase, setPassphrase] = useState('')
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<ExchangeSyncProblem | null>(null)
  const [missing, setMissing] = useState(false)
  // The account the fills go to, chosen as for a CSV import of that exchange (a new account named after it unless one fits).
  const chosenAccount = accountId || defaultImportAccount(accounts.data, defaults.value.defaultAccountId, exchange.id)
  const passphraseMissing = exchange.hasPassphrase && !passphrase.trim()

  const submit = async () => {
    if (!apiKey.trim() || !secret.trim() || passphraseMissing) {
      setMissing(true)
      return
    }
    setSaving(true)
    setProblem(null)
    const account =
      chosenAccount === NEW_ACCOUNT
        ? (await db.accounts.insert({ name: exchange.name, kind: 'exchange', exchange: exchange.id, baseCurrency: 'USDT', initialCapital: '0', archived: false })).id
        : chosenAccount
    setAccountId(account)
    const result = await connectExchange(accessToken, {
      exchange: exchange.id,
      apiKey: apiKey.trim(),
      secret: secret.trim(),
      ...(exchange.hasPassphrase ? { password: passphrase.trim() } : {}),
      accountId: account,
    })
    setSaving(false)
    if (result.ok) onConnected(result.value)
    else setProblem(result.problem)
  }

  return (
    <FormDialog
      title={t`Connect ${exchange.name}`}
      description={t`Paste a read-only API key. The server checks it with ${exchange.name}, keeps the secret encrypted and never shows it again.`}
      submitLabel={t`Connect`}
      saving={saving}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <SelectField
        label={t`Exchange`}
        name="exchange"
        options={SYNC_EXCHANGES.map((choice) => ({ value: choice.id, label: choice.name }))}
        value={exchange.id}
        onValueChange={(id) => {
          setExchangeId(id)
          // The account follows the exchange again unless the trader picks one.
          setAccountId('')
          setProblem(null)
        }}
      />
      <Select
        label={t`Journal account`}
        items={[...accounts.data.map((account) => ({ value: account.id, label: account.name })), { value: NEW_ACCOUNT, label: t`New account: ${exchange.name}` }]}
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
      {exchange.hasPassphrase ? (
        <TextField
          label={t`Passphrase`}
          type="password"
          required
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
          autoComplete="off"
          errorText={missing && passphraseMissing ? t`Enter the passphrase you set when you created this API key.` : undefined}
        />
      ) : null}
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
