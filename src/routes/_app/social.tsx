import { createFileRoute } from '@tanstack/react-router'
import { SocialScreen } from '../../features/social/social-screen'

export const Route = createFileRoute('/_app/social')({ component: SocialScreen })
