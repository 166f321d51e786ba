import { plural } from '@lingui/core/macro'

/**
 * The counts the import screens show, each in its own plural form ("1 trade", "2 trades"; Spanish
 * and Portuguese also agree the words with the count). Call while rendering, so a language switch
 * re-translates.
 */
export const rowsText = (count: number) => plural(count, { one: '# row', other: '# rows' })
export const fillsText = (count: number) => plural(count, { one: '# fill', other: '# fills' })
export const newFillsText = (count: number) => plural(count, { one: '# new fill', other: '# new fills' })
export const cashFlowsText = (count: number) => plural(count, { one: '# cash flow', other: '# cash flows' })
export const tradesText = (count: number) => plural(count, { one: '# trade', other: '# trades' })
export const closedPositionsText = (count: number) => plural(count, { one: '# closed position', other: '# closed positions' })
export const alreadyImportedText = (count: number) => plural(count, { one: '# already imported', other: '# already imported' })
export const rowsAlreadyImportedText = (count: number) => plural(count, { one: '# row was already imported', other: '# rows were already imported' })
