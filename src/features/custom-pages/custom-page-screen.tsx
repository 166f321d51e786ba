import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { PageHeader } from '../../ui'
import { useCustomPage } from '../../db'
import { NotFoundScreen } from '../../platform/shell/not-found-screen'

const route = getRouteApi('/_app/custom/$pageId')

/** A page the trader built (widgets chosen in the dashboard work); unknown ids are 'Page not found'. */
export function CustomPageScreen() {
  const { t } = useLingui()
  const { pageId } = route.useParams()
  const { data: page, isLoading } = useCustomPage(pageId)
  if (isLoading) return null
  if (!page) return <NotFoundScreen />
  return <PageHeader title={page.name} description={page.description ?? t`Your custom page`} />
}
