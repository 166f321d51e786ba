import { t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { RestoreProblem } from '../../db'
import type { BackupCollectionName, RecordRule } from '../../domain/backup'
import { tradeFormErrorMessage } from '../trade-form'

/** Why a backup was not restored, in the trader's words; every message says nothing was changed. */
export function useRestoreProblemMessage(): (problem: RestoreProblem) => string {
  const { t } = useLingui()
  return (problem) => {
    switch (problem.code) {
      case 'empty':
        return t`This file is empty. Nothing was restored.`
      case 'notJson':
        return t`This is not a backup file: it could not be read as JSON. Nothing was restored.`
      case 'foreign':
        return t`This file is not a backup of this trading journal. Nothing was restored.`
      case 'newerVersion':
        return t`This backup was made by a newer version of the app. Update the app (reload the page), then try again. Nothing was restored.`
      case 'invalid': {
        const where = problem.where
        return t`The backup file is damaged (${where}). Nothing was restored.`
      }
      case 'duplicateId':
        return t`The backup file is damaged: a record appears twice in it. Nothing was restored.`
      case 'badAttachment':
        return t`The backup file is damaged: a screenshot in it cannot be read. Nothing was restored.`
      case 'notAnImage':
        return t`The backup file holds a screenshot that is not a PNG or JPEG image. Nothing was restored.`
      case 'invalidRecord': {
        const where = `collections.${problem.collection}.${problem.index}.${problem.field}`
        const reason = recordRuleMessage(problem.rule, problem.field)
        return t`The backup file holds an impossible value at ${where}: ${reason}. Nothing was restored.`
      }
      case 'notEmpty':
        return t`Your journal already holds data, so the backup was not restored as a whole. Nothing was changed.`
      case 'writeFailed':
        return t`The backup could not be written (is the device's storage full?). Your journal was left as it was.`
    }
  }
}

/** Why a record's field was refused: the trade form's own message for its rules, else the set or id rule. */
function recordRuleMessage(rule: RecordRule, field: string): string {
  switch (rule) {
    case 'UNKNOWN_VALUE':
      return t`it is not one of the values the app knows`
    case 'NOT_AN_ID':
      return t`it is not a record id`
    default:
      return tradeFormErrorMessage(rule, field)
  }
}

/** What each part of a backup is called in its summary. */
export function useCollectionLabels(): Record<BackupCollectionName, string> {
  const { t } = useLingui()
  return {
    trades: t`Trades`,
    fills: t`Fills`,
    ledger_entries: t`Funding and cash flows`,
    import_batches: t`Imports`,
    tags: t`Tags`,
    accounts: t`Accounts`,
    plans: t`Goals, plans and alerts`,
    journal_entries: t`Journal entries`,
    custom_items: t`Custom metrics and pages`,
    preferences: t`Settings`,
  }
}
