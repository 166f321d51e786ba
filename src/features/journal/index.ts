/** The public face of journal/: what other features import from it. */
export { useJournalLabels } from './journal-messages'
