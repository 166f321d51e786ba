import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import { usePreference } from '../../../db'
import { media, notify, useMediaQuery } from '../../../ui'
import { type Layout, normaliseLayout, sameLayout } from '../../../domain/dashboard-layout/grid-layout'
import { type Breakpoint, COLUMNS, defaultLayout, KNOWN_WIDGETS, layoutKeyOf } from '../../../domain/dashboard-layout/widget-catalog'

export function useBreakpoint(): Breakpoint {
  const desktop = useMediaQuery(media.desktop)
  const tablet = useMediaQuery(media.tablet)
  return desktop ? 'desktop' : tablet ? 'tablet' : 'phone'
}

export interface DashboardLayoutState {
  readonly breakpoint: Breakpoint
  readonly cols: number
  /** The saved layouts are still being read: the grid waits rather than draw the default and jump. */
  readonly loading: boolean
  /** What the grid shows: the draft while editing, else the saved (or default) layout. */
  readonly layout: Layout
  readonly editing: boolean
  /** The draft differs from what is saved. */
  readonly dirty: boolean
  readonly saving: boolean
  readonly startEditing: () => void
  readonly change: (layout: Layout) => void
  /** Writes the draft; resolves true once it is saved. */
  readonly save: () => Promise<boolean>
  readonly reset: () => void
  /** Leaves edit mode, dropping the draft (the toolbar asks first when it is unsaved). */
  readonly exit: () => void
}

/**
 * The dashboard's layout for this screen size, saved in the synced `dashboardLayouts` preference row
 * under `dashboard:<breakpoint>` (so it follows the trader to other devices of that size). Edits go
 * to a draft: 'Save layout' writes it, 'Reset layout' puts the default in the draft, 'Exit edit mode'
 * leaves edit mode (asking first, in the toolbar, when the draft is unsaved).
 */
export function useDashboardLayout(): DashboardLayoutState {
  const { t } = useLingui()
  const breakpoint = useBreakpoint()
  const cols = COLUMNS[breakpoint]
  const key = layoutKeyOf(breakpoint)
  const preference = usePreference('dashboardLayouts')
  const stored = preference.value.layouts[key]
  const saved = useMemo(() => (stored ? normaliseLayout(stored, cols, KNOWN_WIDGETS) : defaultLayout(breakpoint)), [stored, cols, breakpoint])
  // The draft belongs to one screen size: turning a tablet mid-edit starts again from that size's layout.
  const [draft, setDraft] = useState<{ breakpoint: Breakpoint; layout: Layout } | null>(null)
  const [saving, setSaving] = useState(false)
  const current = draft && draft.breakpoint === breakpoint ? draft.layout : null
  const editing = draft !== null
  const layout = current ?? saved
  const { set } = preference

  const save = useCallback(async () => {
    const toSave = current ?? saved
    setSaving(true)
    try {
      await set((value) => ({ layouts: { ...value.layouts, [key]: toSave } }))
      notify.success(t`Saved successfully`)
      return true
    } catch {
      notify.error(t`Something went wrong`)
      return false
    } finally {
      setSaving(false)
    }
  }, [current, saved, set, key, t])

  return {
    breakpoint,
    cols,
    loading: preference.isLoading,
    layout,
    editing,
    dirty: current !== null && !sameLayout(current, saved),
    saving,
    startEditing: useCallback(() => setDraft({ breakpoint, layout: saved }), [breakpoint, saved]),
    change: useCallback((next: Layout) => setDraft({ breakpoint, layout: next }), [breakpoint]),
    save,
    reset: useCallback(() => setDraft({ breakpoint, layout: defaultLayout(breakpoint) }), [breakpoint]),
    exit: useCallback(() => setDraft(null), []),
  }
}
