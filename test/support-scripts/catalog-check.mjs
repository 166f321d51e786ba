// `npm test`'s catalog stage: Lingui's extraction run on copies of locales/, compared with the
// committed catalogs, so the suite never rewrites a tracked file. A difference means a message was
// added, changed or removed in src/ without `npm run i18n:extract`; the i18n test then checks the
// committed catalogs for missing translations.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { localBin, projectRoot, runCommand } from '../../sync/local/process.mjs'

const LOCALES_DIR = join(projectRoot, 'locales')

/** msgid lines of one PO text, for a short report of what differs. */
const messageIds = (text) => new Set(text.split('\n').filter((line) => line.startsWith('msgid ')))

/** Resolves true when extraction would leave every catalog as it is committed. */
export async function catalogsAreCurrent() {
  const work = join(projectRoot, 'test-results', 'catalog-check')
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  cpSync(LOCALES_DIR, join(work, 'locales'), { recursive: true })
  const config = join(work, 'lingui.config.ts')
  const base = relative(work, join(projectRoot, 'lingui.config.ts')).replaceAll('\\', '/')
  writeFileSync(
    config,
    [
      `import base from './${base}'`,
      `export default {`,
      `  ...base,`,
      `  rootDir: ${JSON.stringify(projectRoot)},`,
      `  catalogs: base.catalogs.map((catalog) => ({ ...catalog, path: catalog.path.replace('<rootDir>/locales', ${JSON.stringify(join(work, 'locales'))}) })),`,
      `}`,
      '',
    ].join('\n'),
  )
  if ((await runCommand(localBin('lingui'), ['extract', '--clean', '--config', config])) !== 0) return false
  const stale = []
  for (const locale of readdirSync(LOCALES_DIR)) {
    for (const file of readdirSync(join(LOCALES_DIR, locale))) {
      const committed = readFileSync(join(LOCALES_DIR, locale, file), 'utf8')
      const extracted = readFileSync(join(work, 'locales', locale, file), 'utf8')
      if (committed === extracted) continue
      const [before, after] = [messageIds(committed), messageIds(extracted)]
      const added = [...after].filter((id) => !before.has(id))
      const removed = [...before].filter((id) => !after.has(id))
      stale.push(`locales/${locale}/${file}: ${added.length} to add, ${removed.length} to remove${added.length ? ` (${added[0]}${added.length > 1 ? ', ...' : ''})` : ''}`)
    }
  }
  rmSync(work, { recursive: true, force: true })
  if (stale.length) {
    console.error(
      `The catalogs are out of date with src/:\n  ${stale.join('\n  ')}\nRun \`npm run i18n:extract\`, translate the new Spanish and Portuguese messages, and commit locales/.`,
    )
    return false
  }
  console.log('The catalogs match what src/ extracts.')
  return true
}
