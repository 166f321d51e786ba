import { createContext, type ReactNode, useContext } from 'react'
import type { JournalDatabase } from '../journal-database'

const JournalDatabaseContext = createContext<JournalDatabase | null>(null)

/** Makes the signed-in user's open journal available to the hooks below it. */
export function JournalDatabaseProvider({ database, children }: { database: JournalDatabase; children: ReactNode }) {
  return <JournalDatabaseContext.Provider value={database}>{children}</JournalDatabaseContext.Provider>
}

export function useJournalDatabase(): JournalDatabase {
  const database = useContext(JournalDatabaseContext)
  if (!database) throw new Error('useJournalDatabase must be used within JournalDatabaseProvider')
  return database
}
