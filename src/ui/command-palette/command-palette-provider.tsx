import { KBarProvider, useRegisterActions, type Action } from 'kbar'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { PaletteEntry } from './palette-entries'
import { OtherModifierShortcut } from './other-modifier-shortcut'

const EntriesContext = createContext<readonly PaletteEntry[]>([])

/** The entries given to the provider, for the palette's own filtering. */
export function usePaletteEntries(): readonly PaletteEntry[] {
  return useContext(EntriesContext)
}

function toAction(entry: PaletteEntry): Action {
  return {
    id: entry.id,
    name: entry.title,
    subtitle: entry.description,
    keywords: entry.keywords.join(' '),
    section: entry.category,
    icon: entry.icon,
    perform: () => entry.perform(),
  }
}

/** KBarProvider's `actions` prop is read once at mount; registering keeps translated titles current. */
function RegisterEntries({ entries }: { entries: readonly PaletteEntry[] }) {
  const actions = useMemo(() => entries.map(toAction), [entries])
  useRegisterActions(actions, [actions])
  return null
}

export interface CommandPaletteProviderProps {
  /** Memoise this array (it is re-registered whenever its identity changes, e.g. on a language switch). */
  entries: readonly PaletteEntry[]
  children: ReactNode
}

/**
 * Wrap the signed-in app: owns the Ctrl+K / Cmd+K shortcut (kbar's default `$mod+k` toggle) and
 * the registered entries. Render <CommandPalette/> somewhere inside.
 */
export function CommandPaletteProvider({ entries, children }: CommandPaletteProviderProps) {
  return (
    <KBarProvider options={{ animations: { enterMs: 150, exitMs: 100 } }}>
      <RegisterEntries entries={entries} />
      <OtherModifierShortcut />
      <EntriesContext.Provider value={entries}>{children}</EntriesContext.Provider>
    </KBarProvider>
  )
}
