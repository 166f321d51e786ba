import { createFileRoute } from '@tanstack/react-router'
import { GamificationScreen } from '../../features/gamification/gamification-screen'

// /achievements and /gamification are the same screen (the palette's "Achievements" opens /gamification).
export const Route = createFileRoute('/_app/achievements')({ component: GamificationScreen })
