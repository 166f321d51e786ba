import { createFileRoute } from '@tanstack/react-router'
import { JournalScreen } from '../../features/journal/journal-screen'

export const Route = createFileRoute('/_app/journal')({ component: JournalScreen })
