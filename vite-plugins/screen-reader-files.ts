import { createReadStream, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { READER_BASE, READER_FILES } from '../src/features/screenshot-reading/reader-files.ts'

const require = createRequire(import.meta.url)
const sourceOf = (from: string) => require.resolve(from)

/**
 * Serves the screen reader's worker, WebAssembly core and language data from the app's origin
 * (/ocr/...): emitted into the build and served from node_modules by the dev server. They are not
 * part of any route's JavaScript; the app loads them the first time a screenshot is read.
 */
export function screenReaderFiles(): Plugin {
  return {
    name: 'screen-reader-files',
    generateBundle() {
      for (const file of READER_FILES) {
        this.emitFile({ type: 'asset', fileName: `${READER_BASE.slice(1)}${file.name}`, source: readFileSync(sourceOf(file.from)) })
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = READER_FILES.find((entry) => request.url?.split('?')[0] === `${READER_BASE}${entry.name}`)
        if (!file) return next()
        response.setHeader('Content-Type', file.name.endsWith('.js') ? 'text/javascript' : 'application/octet-stream')
        createReadStream(sourceOf(file.from)).pipe(response)
      })
    },
  }
}
