import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALES } from '../../../src/i18n/locales'

const ROOT = join(__dirname, '../../..')

interface PoEntry {
  id: string
  translation: string
  obsolete: boolean
}

/** Enough of the PO format for Lingui's output: msgid/msgstr with continuation lines. */
function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = []
  for (const block of text.split(/\n\s*\n/)) {
    const obsolete = /^#~/m.test(block)
    const lines = block.split('\n').map((line) => line.replace(/^#~\s?/, ''))
    let field: 'msgid' | 'msgstr' | null = null
    const values = { msgid: '', msgstr: '' }
    for (const line of lines) {
      const start = /^(msgid|msgstr)\s+"(.*)"$/.exec(line)
      if (start) {
        field = start[1] as 'msgid' | 'msgstr'
        values[field] = start[2]!
      } else if (field && /^"(.*)"$/.test(line)) {
        values[field] += line.slice(1, -1)
      }
    }
    if (values.msgid) entries.push({ id: values.msgid, translation: values.msgstr, obsolete })
  }
  return entries
}

const catalog = (locale: string) => parsePo(readFileSync(join(ROOT, 'locales', locale, 'messages.po'), 'utf8')).filter((entry) => !entry.obsolete)

describe('translation catalogs', () => {
  const english = catalog('en')

  it('the English catalog has the app messages', () => {
    expect(english.length).toBeGreaterThan(100)
    expect(english.map((entry) => entry.id)).toContain('Page not found')
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))('every message is translated in %s', (locale) => {
    const entries = catalog(locale)
    const missing = english.map((entry) => entry.id).filter((id) => !entries.find((entry) => entry.id === id)?.translation)
    expect(missing).toEqual([])
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))('placeholders survive translation in %s', (locale) => {
    // Variable names ({name}, {count, plural, ...}) and component tags (<0>...</0>) must all survive.
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]|<\/?\d+>/g)].map((m) => m[1] ?? m[0]).sort()
    const broken = catalog(locale)
      .filter((entry) => entry.translation && placeholders(entry.id).join() !== placeholders(entry.translation).join())
      .map((entry) => `${entry.id} -> ${entry.translation}`)
    expect(broken).toEqual([])
  })
})
