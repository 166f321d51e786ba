import { createFileRoute } from '@tanstack/react-router'
import { LeaderboardScreen } from '../../features/social/leaderboard-screen'

export const Route = createFileRoute('/_app/leaderboard')({ component: LeaderboardScreen })
