// Kept out of src/ui/index.ts so that kbar only lands in bundles that render the palette.
export { CommandPalette, type CommandPaletteProps } from './command-palette'
export { CommandPaletteProvider, type CommandPaletteProviderProps } from './command-palette-provider'
export { type PaletteEntry, type PaletteGroup } from './palette-entries'
