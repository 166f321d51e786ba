import { useEffect, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useKBar, VisualState } from 'kbar'
import { CommandPalette, CommandPaletteProvider, type PaletteEntry } from '../../ui/command-palette'
import { PALETTE_ENTRIES } from './palette-entries'
import { registerPaletteToggle } from './palette-launcher-store'

/**
 * Opens the palette when it first mounts (it is loaded because the trader asked for it). Shown, not
 * toggled: an effect that runs twice (React's StrictMode in development) would close it again.
 */
function OpenOnFirstMount() {
  const { query } = useKBar()
  useEffect(() => {
    query.setVisualState((state) => (state === VisualState.hidden || state === VisualState.animatingOut ? VisualState.animatingIn : state))
    return registerPaletteToggle(query.toggle)
  }, [query])
  return null
}

/** docs/product.md's command palette, translated. Loaded lazily by PaletteLauncher. */
export default function AppCommandPalette() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const entries = useMemo<PaletteEntry[]>(
    () =>
      PALETTE_ENTRIES.map((entry) => ({
        id: entry.id,
        title: i18n._(entry.title),
        path: entry.path,
        category: i18n._(entry.category),
        keywords: entry.keywords,
        description: i18n._(entry.description),
        perform: () => void navigate({ to: entry.path }),
      })),
    // i18n.locale: re-translate on a language switch.
    [i18n, i18n.locale, navigate],
  )
  return (
    <CommandPaletteProvider entries={entries}>
      <OpenOnFirstMount />
      <CommandPalette
        placeholder={t`Search pages, features, tools...`}
        footer={t`Press ⌘K or Ctrl+K to toggle`}
        emptyText={t`No results found`}
      />
    </CommandPaletteProvider>
  )
}
