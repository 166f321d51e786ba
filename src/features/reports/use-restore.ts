import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { BackupRestoreError, createBackupRepository, type RestoreCheck, useJournalDatabase } from '../../db'
import { BACKUP_COLLECTIONS, type BackupSummary, type JournalBackup } from '../../domain/backup'
import { notify } from '../../ui'
import { useRestoreProblemMessage } from './backup-messages'

export interface ChosenBackup {
  readonly fileName: string
  readonly backup: JournalBackup
  readonly summary: BackupSummary
  readonly check: RestoreCheck
}

export type RestoreState =
  | { readonly step: 'idle'; readonly error?: string; readonly finished?: string }
  | { readonly step: 'reading' }
  | { readonly step: 'ready'; readonly chosen: ChosenBackup }
  | { readonly step: 'restoring'; readonly chosen: ChosenBackup; readonly written: number; readonly total: number }

/**
 * Choose a file, read and check it completely (nothing is written), show what it holds, then
 * restore it on the trader's word: as a whole into an empty journal, or adding what is missing.
 */
export function useRestore() {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const message = useRestoreProblemMessage()
  const [state, setState] = useState<RestoreState>({ step: 'idle' })

  function fail(error: string) {
    setState({ step: 'idle', error })
    notify.error(t`Please check your input`, { description: error })
  }

  async function choose(file: File | undefined) {
    if (!file) return
    setState({ step: 'reading' })
    try {
      const repository = createBackupRepository(db)
      const result = await repository.read(await file.text())
      if (!result.ok) return fail(message(result.problem))
      const check = await repository.check(result.backup)
      setState({ step: 'ready', chosen: { fileName: file.name, backup: result.backup, summary: result.summary, check } })
    } catch (error) {
      console.error(error)
      fail(t`The file could not be read. Nothing was restored.`)
    }
  }

  async function restore() {
    if (state.step !== 'ready') return
    const { chosen } = state
    setState({ step: 'restoring', chosen, written: 0, total: 0 })
    try {
      const result = await createBackupRepository(db).restore(chosen.backup, {
        mode: chosen.check.journalIsEmpty ? 'empty' : 'merge',
        onProgress: (written, total) => setState({ step: 'restoring', chosen, written, total }),
      })
      const added = BACKUP_COLLECTIONS.reduce((sum, name) => sum + result.added[name], 0)
      const kept = BACKUP_COLLECTIONS.reduce((sum, name) => sum + result.skipped[name], 0)
      const trades = result.added.trades
      const summary =
        result.mode === 'empty'
          ? t`Restore finished: ${plural(trades, { one: '# trade', other: '# trades' })} and ${plural(added, { one: '# record', other: '# records' })} in all were restored.`
          : t`Restore finished: ${plural(added, { one: '# record', other: '# records' })} added (${plural(trades, { one: '# trade', other: '# trades' })}); ${kept} already in your journal were kept as they are.`
      const notices = [
        result.droppedReferences > 0
          ? plural(result.droppedReferences, {
              one: '# link to a tag, setup or account that is in neither the file nor your journal was left off its trade.',
              other: '# links to tags, setups or accounts that are in neither the file nor your journal were left off their trades.',
            })
          : null,
        result.droppedScreenshots > 0
          ? plural(result.droppedScreenshots, {
              one: '# screenshot was left out: the file was made by another account and does not hold its image.',
              other: '# screenshots were left out: the file was made by another account and does not hold their images.',
            })
          : null,
      ]
      const finished = [summary, ...notices.filter((notice) => notice !== null)].join(' ')
      setState({ step: 'idle', finished })
      notify.success(t`Saved successfully`, { description: finished })
    } catch (error) {
      if (!(error instanceof BackupRestoreError)) console.error(error)
      const problem = error instanceof BackupRestoreError ? message(error.problem) : t`Something went wrong`
      setState({ step: 'idle', error: problem })
      notify.error(t`Something went wrong`, { description: problem })
    }
  }

  return { state, choose, restore, cancel: () => setState({ step: 'idle' }) }
}
