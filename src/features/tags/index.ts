/**
 * Setups (docs/product.md's Setup entity), emotions and mistakes. Other features use `TagPicker` (choose tags
 * for one trade, creating new ones inline), `TradeTagPicker` (the same, saving to a stored trade) and
 * `tagTrade`.
 */
export { TagPicker, type TagPickerProps } from './tag-picker'
export { TradeTagPicker, type TradeTagPickerProps } from './trade-tag-picker'
export { tagTrade } from './tag-trade'
export { TagManager, type TagManagerProps } from './tag-manager'
export { TagsSettings } from './tags-settings'
export { useTagUsage } from './use-tag-usage'
export { tagKindWords, tagNameMessage, type TagKindWords } from './tag-messages'
