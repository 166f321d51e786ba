import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '../../ui'
import { TradeForm } from '../trade-form/trade-form'

export function UploadScreen() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader title={t`Upload Trades`} description={t`Add new trades to your journal`} />
      <TradeForm />
    </>
  )
}
