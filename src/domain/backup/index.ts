// Export and backup, pure: trades as CSV (with formula neutralising), the backup file's format, its
// reading and checking, and how a restore goes into a journal. No clock, no storage: `now` and the
// journal's current state come in as arguments; src/db reads and writes.
export * from './adopt-backup'
export * from './backup-format'
export * from './backup-summary'
export * from './base64'
export * from './check-document'
export * from './check-records'
export * from './csv'
export * from './dangling-references'
export * from './derived-id'
export * from './export-file-name'
export * from './missing-screenshots'
export * from './parse-backup'
export * from './record-defaults'
export * from './restore-plan'
export * from './trades-csv'
