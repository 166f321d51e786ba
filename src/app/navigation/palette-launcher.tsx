import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { isPaletteRequested, subscribePaletteRequest, togglePalette } from './palette-launcher-store'

const AppCommandPalette = lazy(() => import('./app-command-palette'))

/** Listens for Ctrl+K / Cmd+K until the palette is wanted, then loads it (opened). */
export function PaletteLauncher() {
  const requested = useSyncExternalStore(subscribePaletteRequest, isPaletteRequested, isPaletteRequested)

  useEffect(() => {
    if (requested) return // the loaded palette owns the shortcut from here on
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      event.preventDefault()
      togglePalette()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [requested])

  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <AppCommandPalette />
    </Suspense>
  )
}
