/**
 * The command palette (kbar and its search) is loaded on first use, so it costs nothing on the first
 * screen. Until it is loaded, a Ctrl+K / Cmd+K or a click on the search button only asks for it; once
 * mounted, the palette registers its own toggle here.
 */
let toggleLoadedPalette: (() => void) | null = null
let requested = false
const listeners = new Set<() => void>()

export function togglePalette(): void {
  if (toggleLoadedPalette) {
    toggleLoadedPalette()
    return
  }
  if (requested) return
  requested = true
  for (const listener of listeners) listener()
}

export function registerPaletteToggle(toggle: () => void): () => void {
  toggleLoadedPalette = toggle
  return () => {
    if (toggleLoadedPalette === toggle) toggleLoadedPalette = null
  }
}

export function subscribePaletteRequest(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const isPaletteRequested = (): boolean => requested
