import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../i18n'
import { BlogListScreen } from '../../features/blog/blog-list-screen'

export const Route = createFileRoute('/blog/')({
  // The guide's, FAQ's and blog's texts come in a catalog of their own (lingui.config.ts).
  loader: () => loadCatalog('long-form'),
  component: BlogListScreen,
})
