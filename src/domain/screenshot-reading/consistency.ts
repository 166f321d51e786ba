import type { ReadField, ReadFieldName } from './read-trade'

/**
 * A misread digit with a confident engine is the one mistake a trader would not catch, so figures
 * that can be worked out from each other are compared: ROI from entry, exit, side and leverage; P&L
 * from entry, exit, side and size (a linear contract, fees allowed for). Figures that disagree are
 * all marked 'low'; nothing is corrected.
 */
export function checkConsistency(fields: Partial<Record<ReadFieldName, ReadField>>): Partial<Record<ReadFieldName, ReadField>> {
  const number = (name: ReadFieldName) => (fields[name] ? Number(fields[name]!.value) : undefined)
  const entry = number('entryPrice')
  const exit = number('exitPrice')
  const direction = fields.side ? (fields.side.value === 'long' ? 1 : -1) : undefined
  const doubtful = new Set<ReadFieldName>()
  if (entry && exit !== undefined && direction) {
    const leverage = number('leverage')
    const roi = number('roiPercent')
    if (leverage && roi !== undefined) {
      const expected = ((direction * (exit - entry)) / entry) * leverage * 100
      if (Math.abs(expected - roi) > Math.max(0.6, Math.abs(roi) * 0.03))
        for (const name of ['entryPrice', 'exitPrice', 'leverage', 'roiPercent', 'side'] as const) doubtful.add(name)
    }
    const quantity = number('quantity')
    const pnl = number('realisedPnl')
    if (quantity && pnl !== undefined && fields.marketType?.value !== 'inverse') {
      const gross = direction * (exit - entry) * quantity
      const fee = Math.abs(number('fee') ?? 0)
      if (Math.abs(gross - pnl) > Math.max(Math.abs(gross) * 0.03, fee * 3, 0.02))
        for (const name of ['entryPrice', 'exitPrice', 'quantity', 'realisedPnl', 'side'] as const) doubtful.add(name)
    }
  }
  if (doubtful.size === 0) return fields
  const checked = { ...fields }
  for (const name of doubtful) if (checked[name]) checked[name] = { ...checked[name]!, confidence: 'low' }
  return checked
}
