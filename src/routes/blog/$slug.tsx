import { createFileRoute } from '@tanstack/react-router'
import { BlogPostScreen } from '../../features/blog/blog-post-screen'

export const Route = createFileRoute('/blog/$slug')({ component: BlogPostScreen })
