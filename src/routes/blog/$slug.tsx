import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../i18n'
import { BlogPostScreen } from '../../features/blog/blog-post-screen'

export const Route = createFileRoute('/blog/$slug')({
  // The guide's, FAQ's and blog's texts come in a catalog of their own (lingui.config.ts).
  loader: () => loadCatalog('long-form'),
  component: BlogPostScreen,
})
