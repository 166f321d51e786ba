import { useEffect, useMemo } from 'react'
import { useLingui as useLinguiContext } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useKBar, VisualState } from 'kbar'
import { openAssistant } from '../../features/assistant/assistant-store'
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
  const { t } = useLingui()
  // `_` is bound anew on a language switch, so the entries are translated again then.
  const { _ } = useLinguiContext()
  const navigate = useNavigate()
  const entries = useMemo<PaletteEntry[]>(
    () => [
      ...PALETTE_ENTRIES.map((entry) => ({
        id: entry.id,
        title: _(entry.title),
        path: entry.path,
        category: _(entry.category),
        keywords: entry.keywords,
        description: _(entry.description),
        perform: () => void navigate({ to: entry.path }),
      })),
      // An action rather than a page: the assistant opens over the current screen.
      {
        id: 'assistant',
        title: t`Ask the assistant`,
        path: '',
        category: t`Tools`,
        keywords: ['assistant', 'ai', 'question', 'ask', 'coach', 'asistente', 'pregunta', 'assistente', 'pergunta'],
        description: t`Ask about your trades and get the numbers`,
        perform: openAssistant,
      },
    ],
    [_, t, navigate],
  )
  return (
    <CommandPaletteProvider entries={entries}>
      <OpenOnFirstMount />
      <CommandPalette placeholder={t`Search pages, features, tools...`} footer={t`Press ⌘K or Ctrl+K to toggle`} emptyText={t`No results found`} />
    </CommandPaletteProvider>
  )
}
