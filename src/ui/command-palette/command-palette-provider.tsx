import { KBarProvider, useRegisterActions, type Action } from 'kbar'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { PaletteEntry } from './palette-entries'
import { OtherModifierShortcut } from './other-modifier-shortcut'
import { motionDuration } from '../theme/motion'

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
 * kbar animates the palette from script (Web Animations), not CSS, and keeps the options object it got
 * at mount: getters make it read the trader's animation speed (and calm mode) at each opening.
 */
const PALETTE_OPTIONS = {
  animations: {
    get enterMs() {
      return motionDuration(150)
    },
    get exitMs() {
      return motionDuration(100)
    },
  },
}

/**
 * Wrap the signed-in app: owns the Ctrl+K / Cmd+K shortcut (kbar's default `$mod+k` toggle) and
 * the registered entries. Render <CommandPalette/> somewhere inside.
 */
export function CommandPaletteProvider({ entries, children }: CommandPaletteProviderProps) {
  return (
    <KBarProvider options={PALETTE_OPTIONS}>
      <RegisterEntries entries={entries} />
      <OtherModifierShortcut />
      <EntriesContext.Provider value={entries}>{children}</EntriesContext.Provider>
    </KBarProvider>
  )
}
