import { createFileRoute } from '@tanstack/react-router'
import { GoalsScreen } from '../../features/goals/goals-screen'

export const Route = createFileRoute('/_app/goals')({ component: GoalsScreen })
