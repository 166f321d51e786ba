import { useEffect, useState } from 'react'
import type { ImportRepository } from '../../db'
import { knownDedupeKeys } from './known-keys'

/** Keys by exchange: what the chosen account already holds of each picked file's exchange. */
export type KnownKeysByExchange = ReadonlyMap<string, ReadonlySet<string>>

const NOTHING: KnownKeysByExchange = new Map()

/**
 * What the account the files will go to already holds, per exchange of the picked files, so the
 * preview marks the rows an import would skip. Read again when the account or the exchanges change,
 * and after each import (`imported`, any value that changes then). A new account holds nothing.
 */
export function useKnownKeys(repository: ImportRepository, accountId: string | null, exchanges: readonly string[], imported: unknown): KnownKeysByExchange {
  const [known, setKnown] = useState<KnownKeysByExchange>(NOTHING)
  const wanted = [...new Set(exchanges)].sort().join('\n')
  useEffect(() => {
    if (accountId === null || wanted === '') return setKnown(NOTHING)
    let current = true
    Promise.all(wanted.split('\n').map(async (exchange) => [exchange, knownDedupeKeys(await repository.loadScope({ accountId, exchange }))] as const))
      .then((entries) => {
        if (current) setKnown(new Map(entries))
      })
      // Unmarked rows are only less informative: the import itself still skips what is known.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [repository, accountId, wanted, imported])
  return known
}
