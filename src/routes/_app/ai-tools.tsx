import { createFileRoute } from '@tanstack/react-router'
import { AiToolsScreen } from '../../features/ai/ai-tools-screen'

export const Route = createFileRoute('/_app/ai-tools')({ component: AiToolsScreen })
