import { createFileRoute } from '@tanstack/react-router'
import { GamificationScreen } from '../../features/gamification/gamification-screen'

export const Route = createFileRoute('/_app/gamification')({ component: GamificationScreen })
