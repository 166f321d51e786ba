import { createFileRoute } from '@tanstack/react-router'
import { UserGuideScreen } from '../../features/help/user-guide-screen'

export const Route = createFileRoute('/_app/user-guide')({ component: UserGuideScreen })
