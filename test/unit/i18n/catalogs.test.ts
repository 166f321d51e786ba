import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
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

const catalog = (locale: string, file: string) => parsePo(readFileSync(join(ROOT, 'locales', locale, file), 'utf8')).filter((entry) => !entry.obsolete)
/** Every catalog file (lingui.config.ts splits the messages by where they are used), each in every language. */
const CATALOG_FILES = readdirSync(join(ROOT, 'locales', 'en')).filter((file) => file.endsWith('.po'))
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => CATALOG_FILES.map((file) => [locale, file] as const))

describe('translation catalogs', () => {
  it('the English catalogs have the app messages and the long-form texts', () => {
    expect(CATALOG_FILES).toEqual(expect.arrayContaining(['messages.po', 'long-form.po']))
    const english = catalog('en', 'messages.po')
    expect(english.length).toBeGreaterThan(100)
    expect(english.map((entry) => entry.id)).toContain('Page not found')
  })

  it.each(TRANSLATED)('every message is translated in %s (%s)', (locale, file) => {
    const entries = catalog(locale, file)
    const missing = catalog('en', file)
      .map((entry) => entry.id)
      .filter((id) => !entries.find((entry) => entry.id === id)?.translation)
    expect(missing).toEqual([])
  })

  it.each(TRANSLATED)('placeholders survive translation in %s (%s)', (locale, file) => {
    // Variable names ({name}, {count, plural, ...}) and component tags (<0>...</0>) must all survive.
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]|<\/?\d+>/g)].map((m) => m[1] ?? m[0]).sort()
    const broken = catalog(locale, file)
      .filter((entry) => entry.translation && placeholders(entry.id).join() !== placeholders(entry.translation).join())
      .map((entry) => `${entry.id} -> ${entry.translation}`)
    expect(broken).toEqual([])
  })
})
