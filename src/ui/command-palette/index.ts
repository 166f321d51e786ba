// Kept out of src/ui/index.ts so that kbar only lands in bundles that render the palette.
export { CommandPalette, PALETTE_MAX_HEIGHT, type CommandPaletteProps } from './command-palette'
export { CommandPaletteProvider, usePaletteEntries, type CommandPaletteProviderProps } from './command-palette-provider'
export {
  filterPaletteEntries,
  groupPaletteEntries,
  flattenPaletteGroups,
  normalizeForSearch,
  type PaletteEntry,
  type PaletteGroup,
} from './palette-entries'
