/** Folds case and accents, so 'credito' finds 'Crédito' and 'KUCOIN' finds 'KuCoin'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** Every word of the search appears somewhere in the texts (an empty search matches everything). */
export function matchesSearch(search: string, texts: readonly string[]): boolean {
  const words = foldText(search).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = foldText(texts.join(' '))
  return words.every((word) => haystack.includes(word))
}
