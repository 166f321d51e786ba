import { createFileRoute } from '@tanstack/react-router'
import { PsychologyScreen } from '../../features/psychology/psychology-screen'

export const Route = createFileRoute('/_app/psychology')({ component: PsychologyScreen })
