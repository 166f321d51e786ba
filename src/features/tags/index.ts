/**
 * Setups (docs/product.md's Setup entity), emotions and mistakes. Other features use `TagPicker` (choose tags
 * for one trade, creating new ones inline), `TradeTagPicker` (the same, saving to a stored trade) and
 * `tagTrade`.
 */
export { type TagPickerProps } from './tag-picker'
export { TradeTagPicker, type TradeTagPickerProps } from './trade-tag-picker'

export { type TagManagerProps } from './tag-manager'

export { type TagKindWords } from './tag-messages'

export { TagPicker } from './tag-picker'
export { TagsSettings } from './tags-settings'
