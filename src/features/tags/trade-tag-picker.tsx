import { useLingui } from '@lingui/react/macro'
import type { Trade } from '../../domain'
import { useJournalDatabase } from '../../db'
import { notify } from '../../ui'
import { tagTrade } from './tag-trade'
import { TagPicker, type TagPickerProps } from './tag-picker'

export interface TradeTagPickerProps extends Pick<TagPickerProps, 'kinds' | 'label' | 'className'> {
  trade: Trade
}

/** Tags an existing trade (from the journal list or detail): every change is saved at once. */
export function TradeTagPicker({ trade, ...rest }: TradeTagPickerProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  return (
    <TagPicker
      {...rest}
      value={trade.tagIds}
      onChange={(tagIds) => {
        tagTrade(db, trade.id, tagIds).catch(() => notify.error(t`Something went wrong`))
      }}
    />
  )
}
