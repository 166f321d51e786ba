import { createFileRoute } from '@tanstack/react-router'
import { BlogListScreen } from '../../features/blog/blog-list-screen'

export const Route = createFileRoute('/blog/')({ component: BlogListScreen })
