import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { checkWatchSymbol, type WatchSymbolProblem, WATCHLIST_LIMIT } from '../../domain/market'
import { Button, CloseIcon, IconButton, notify, TextField } from '../../ui'
import * as styles from './market.css'

export interface WatchlistEditorProps {
  readonly watchlist: readonly string[]
  readonly onChange: (symbols: readonly string[]) => Promise<void>
}

/** Adds and removes watchlist symbols; a refused symbol stays in the field with the reason beside it. */
export function WatchlistEditor({ watchlist, onChange }: WatchlistEditorProps) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<WatchSymbolProblem | null>(null)
  const limit = WATCHLIST_LIMIT
  const messages: Record<WatchSymbolProblem, string> = {
    required: t`Enter a symbol, e.g. BTCUSDT.`,
    format: t`Enter a pair such as BTCUSDT or ETH/USDT.`,
    duplicate: t`This symbol is already on your watchlist.`,
    tooMany: t`Your watchlist is full (${limit} symbols). Remove one first.`,
  }

  async function add(event: FormEvent) {
    event.preventDefault()
    const check = checkWatchSymbol(text, watchlist)
    if (!check.ok) {
      setProblem(check.problem)
      return
    }
    try {
      await onChange([...watchlist, check.symbol])
      setText('')
      setProblem(null)
    } catch {
      notify.error(t`Something went wrong`)
    }
  }

  async function remove(symbol: string) {
    try {
      await onChange(watchlist.filter((s) => s !== symbol))
    } catch {
      notify.error(t`Something went wrong`)
    }
  }

  return (
    <div className={styles.stack}>
      <form className={styles.addForm} onSubmit={(event) => void add(event)} noValidate aria-label={t`Add to watchlist`}>
        <TextField
          label={t`Symbol`}
          name="symbol"
          value={text}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="BTCUSDT"
          onChange={(event) => {
            setText(event.target.value)
            setProblem(null)
          }}
          errorText={problem ? messages[problem] : undefined}
        />
        <Button type="submit" className={styles.addButton}>{t`Add`}</Button>
      </form>
      {watchlist.length === 0 ? (
        <p className={styles.status}>{t`Your watchlist is empty. Symbols you trade appear above on their own.`}</p>
      ) : (
        <ul className={styles.chips} aria-label={t`Watchlist`}>
          {watchlist.map((symbol) => (
            <li key={symbol} className={styles.chip}>
              {symbol}
              <IconButton size="sm" variant="ghost" icon={<CloseIcon />} aria-label={t`Remove ${symbol} from the watchlist`} onClick={() => void remove(symbol)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
