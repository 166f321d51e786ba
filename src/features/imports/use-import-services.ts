import { useEffect, useMemo } from 'react'
import { createImportRepository, type ImportRepository, useJournalDatabase } from '../../db'
import { ImportWorkerClient } from './import-client'
import { recoverImports } from './run-import'

export interface ImportServices {
  readonly repository: ImportRepository
  readonly client: ImportWorkerClient
}

/**
 * The worker and the import repository for the open journal. Re-derivations (undo, a new P&L method,
 * recovery) plan in the worker too. On mount, whatever a closed tab left half done is finished.
 */
export function useImportServices(): ImportServices {
  const db = useJournalDatabase()
  const services = useMemo(() => {
    const client = new ImportWorkerClient()
    const repository = createImportRepository(db, { deriver: (input) => client.derive(input) })
    return { client, repository }
  }, [db])
  useEffect(() => {
    void recoverImports(services.repository).catch(() => undefined)
  }, [services])
  useEffect(() => () => services.client.dispose(), [services])
  return services
}
