import { addRxPlugin } from 'rxdb'
import { RxDBAttachmentsPlugin } from 'rxdb/plugins/attachments'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'

let registered = false

/**
 * Registers the RxDB plugins the journal needs, once per page. Called when a database is opened
 * rather than at import time, so importing src/db has no side effects. Dev-mode is never added here:
 * it injects an iframe in browsers (docs/stack.md); tests add it themselves.
 */
export function registerRxPlugins(): void {
  if (registered) return
  registered = true
  addRxPlugin(RxDBMigrationSchemaPlugin)
  addRxPlugin(RxDBAttachmentsPlugin)
}
