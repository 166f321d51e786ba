import { t } from '@lingui/core/macro'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useRef } from 'react'
import { useJournalDatabase } from '../../db'
import { feedbackAllowed } from '../../domain/preferences/feedback'
import { deliverNotice } from './deliver-notice'

/** What reached a milestone: a goal met, a new level or rank, an achievement unlocked, an alert fired. */
export type MilestoneKind = 'goal' | 'level' | 'achievement' | 'alert'

/** The kinds calm mode keeps quiet: gamification, not the trader's own goals and alerts. */
const GAMIFICATION: ReadonlySet<MilestoneKind> = new Set(['level', 'achievement'])

export interface Milestone {
  readonly kind: MilestoneKind
  /** Translated, e.g. t`Goal reached: 20 trades this month`. */
  readonly title: string
  /** Translated detail, plain text. */
  readonly body?: string
  /** In-app path to open from the notice (e.g. '/goals'); the toast gets a 'View' button. */
  readonly url?: string
  /** A stable id (e.g. `goal:<id>`): the same milestone notified twice replaces its notice. */
  readonly id?: string
}

/**
 * The one way features announce a milestone. Returns a stable function; call it when the milestone
 * happens (once: remembering that it was announced is the caller's job). It follows the trader's
 * Notifications settings: nothing when milestone alerts are off; a device notification when push is
 * on, allowed on this device, and the page is out of sight; a toast otherwise. A new level or an
 * achievement is not announced in calm mode (Settings > Calm and motion); it is still earned and
 * shown on its page. Resolves to how it was shown ('off' when a setting kept it quiet). Use inside
 * the open journal (any screen under the shell).
 */
export function useMilestoneNotifier(): (milestone: Milestone) => Promise<'device' | 'toast' | 'off'> {
  const navigate = useNavigate()
  const db = useJournalDatabase()
  const latest = useRef({ db, navigate })
  latest.current = { db, navigate }
  return useCallback(async (milestone: Milestone) => {
    const { db: journal, navigate: go } = latest.current
    // Read at the moment (not the hook's last render): a milestone right after the journal opens
    // must not take the defaults for a stored 'off'.
    const [settings, customization] = await Promise.all([journal.preferences.get('notifications'), journal.preferences.get('customization')])
    if (!settings.milestoneAlerts) return 'off'
    if (GAMIFICATION.has(milestone.kind) && !feedbackAllowed(customization, 'gamificationNotice')) return 'off'
    return deliverNotice(
      {
        title: milestone.title,
        body: milestone.body,
        url: milestone.url,
        actionLabel: t`View`,
        tag: milestone.id ? `milestone:${milestone.id}` : undefined,
      },
      settings.push,
      (url) => void go({ to: url }),
    )
  }, [])
}
