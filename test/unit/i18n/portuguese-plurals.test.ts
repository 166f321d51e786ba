import { setupI18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// Compiled by the Lingui Vite plugin, as the app loads it.
import { messages } from '../../../locales/pt/messages.po'

// CLDR files 0 under 'one' in Portuguese (i = 0..1), so '0 operação'; Brazilian readers write the
// plural for none, and every count in the catalog says so with its own '=0' case.
describe('Portuguese counts', () => {
  const i18n = setupI18n({ locale: 'pt', messages: { pt: messages } })

  it.each([
    ['{count, plural, one {# trade} other {# trades}}', { count: 0 }, '0 operações'],
    ['{count, plural, one {# trade} other {# trades}}', { count: 1 }, '1 operação'],
    ['{count, plural, one {# trade} other {# trades}}', { count: 2 }, '2 operações'],
    ['{count, plural, one {# fill} other {# fills}}', { count: 0 }, '0 execuções'],
    ['{0, plural, one {# open} other {# open}}', { 0: 0 }, '0 abertas'],
  ])('%s with %o reads %s', (source, values, expected) => {
    expect(i18n._(generateMessageId(source), values)).toBe(expected)
  })

  it('every plain count in the catalog has its zero case', () => {
    const catalog = readFileSync(join(__dirname, '../../../locales/pt/messages.po'), 'utf8')
    const withoutZero = catalog.split('\n').filter((line) => /^msgstr ".*plural, one \{[^{}]*\} other \{[^{}]*\}\}/.test(line))
    expect(withoutZero).toEqual([])
  })
})
