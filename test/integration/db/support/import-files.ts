import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Fill, LedgerEntry } from '../../../../src/domain'
import type { ImportOptions, TradePlan } from '../../../../src/domain/imports'
import { type ImportRepository, type JournalDatabase, newId } from '../../../../src/db'
import type { ImportCallbacks, ImportWorkerClient } from '../../../../src/features/imports/import-client'
import { runImport } from '../../../../src/features/imports/run-import'
import { runImportJob } from '../../../../src/features/imports/worker/import-job'
import type { ImportJob, ImportResultCounts } from '../../../../src/features/imports/worker/protocol'
import { readFile } from '../../../../src/features/imports/worker/read-file'

export const FIXTURES = join(__dirname, '../../../fixtures/exchanges')

export function fixtureFile(path: string, name = path.split('/').pop() ?? path): File {
  return new File([readFileSync(join(FIXTURES, path))], name, { type: 'text/csv' })
}

export function textFile(name: string, text: string): File {
  return new File([text], name, { type: 'text/csv' })
}

/**
 * The worker's code run in-process: the same read, chunking and planning the Web Worker does, so the
 * database layer is tested through the very path the app takes. `failOnChunk` makes the n-th chunk's
 * write fail, like a quota error or a closed tab.
 */
export function inlineClient(options: { failOnChunk?: number; onChunk?: (index: number) => void } = {}): ImportWorkerClient {
  return {
    async run(job: ImportJob, callbacks: ImportCallbacks): Promise<{ plan: TradePlan; counts: ImportResultCounts }> {
      const parsed = await readFile(job.file, job.options)
      let index = 0
      return runImportJob(job, parsed, {
        newId,
        writeChunk: async (fills: Fill[], ledger: LedgerEntry[]) => {
          index++
          options.onChunk?.(index)
          if (options.failOnChunk === index) throw new Error('QuotaExceededError')
          await callbacks.onChunk(fills, ledger)
        },
      })
    },
  } as unknown as ImportWorkerClient
}

export async function importFile(
  db: JournalDatabase,
  repository: ImportRepository,
  file: File,
  extra: { accountId?: string; options?: ImportOptions; client?: ImportWorkerClient; signal?: AbortSignal } = {},
) {
  const parsed = await readFile(file, extra.options ?? {})
  const accountId = extra.accountId ?? (await defaultAccount(db))
  const { pnlMethod: method, feeCoinPrices: feeRates } = await db.preferences.get('tradingDefaults')
  return runImport({
    repository,
    client: extra.client ?? inlineClient(),
    file,
    summary: parsed.summary,
    options: extra.options ?? {},
    accountId,
    feeRates,
    method,
    now: () => db.clock().toISOString(),
    ...(extra.signal ? { signal: extra.signal } : {}),
  })
}

export async function defaultAccount(db: JournalDatabase): Promise<string> {
  const [existing] = await db.accounts.list()
  if (existing) return existing.id
  const account = await db.accounts.insert({ name: 'Binance', kind: 'exchange', exchange: 'binance', baseCurrency: 'USDT', initialCapital: '0', archived: false })
  return account.id
}

/** A Binance USD-M trade history of `positions` round trips of 2 fills each, oldest last as Binance writes. */
export function generatedUsdm(positions: number, start = Date.UTC(2024, 0, 1)): string {
  const rows: string[] = []
  for (let n = 0; n < positions; n++) {
    const at = (offset: number) => new Date(start + n * 3_600_000 + offset).toISOString().slice(0, 19).replace('T', ' ')
    rows.push(`${at(0)},BTCUSDT,BUY,${40000 + n},0.01,${((40000 + n) * 0.01).toFixed(2)},0.1,0`)
    rows.push(`${at(60_000)},BTCUSDT,SELL,${40010 + n},0.01,${((40010 + n) * 0.01).toFixed(2)},0.1,0.1`)
  }
  return ['Date(UTC),Symbol,Side,Price,Quantity,Amount,Fee,Realized Profit', ...rows.reverse()].join('\n')
}
