import type { ReactNode } from 'react'

/** One thing the palette can open or do. The lead supplies them, already translated. */
export interface PaletteEntry {
  /** Unique; also kbar's action id. */
  id: string
  title: string
  path: string
  /** Group header ('Pages', 'Tools', ...); groups appear in the order of their first entry. */
  category: string
  keywords: readonly string[]
  description: string
  /** What choosing the entry does (usually navigate to `path`). */
  perform: () => void
  icon?: ReactNode
}

export interface PaletteGroup {
  category: string
  entries: PaletteEntry[]
}

/** Lower case without accents, so 'analisis' finds 'Análisis' in the Spanish palette too. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/**
 * docs/product.md's filter (not kbar's fuzzy matcher): an entry matches when the trimmed query is a
 * case-insensitive substring of its title, its description or its keywords. An empty query
 * matches everything. Order is kept.
 */
export function filterPaletteEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const needle = normalizeForSearch(query.trim())
  if (!needle) return [...entries]
  return entries.filter((entry) => [entry.title, entry.description, entry.keywords.join(' ')].some((field) => normalizeForSearch(field).includes(needle)))
}

/** Groups by category, in order of each category's first appearance, entries in their own order. */
export function groupPaletteEntries(entries: readonly PaletteEntry[]): PaletteGroup[] {
  const groups = new Map<string, PaletteEntry[]>()
  for (const entry of entries) {
    const group = groups.get(entry.category)
    if (group) group.push(entry)
    else groups.set(entry.category, [entry])
  }
  return [...groups].map(([category, grouped]) => ({ category, entries: grouped }))
}

/** The flat list kbar's results render: a header string before each group's entries. */
export function flattenPaletteGroups(groups: readonly PaletteGroup[]): Array<string | PaletteEntry> {
  return groups.flatMap((group) => [group.category, ...group.entries])
}
