import type { MetricColumns } from './columns'
import * as layout from './pass-layout'
import * as row from './trade-row'

// Local constants, as in group-pass.ts.
const { L, LIMB_SUMS } = layout
const { FEE_LIMBS, FUNDING_LIMBS, GROSS_LIMBS, NET_LIMBS, ROW_LIMBS } = row
const L_NET = L.net
const L_GROSS = L.gross
const L_FEE = L.fee
const L_PAID = L.fundingPaid
const L_RECEIVED = L.fundingReceived

/**
 * Exact limb sums per quote coin (layout L) over the closed rows whose P&L is known in the view, in
 * a loop of their own: the limbs are the widest column (12 numbers a row), read once here rather
 * than once per currency group. Limbs are whole numbers, so these sums do not depend on the order.
 */
export function sumLimbs(c: MetricColumns, pnlColumn: Float64Array, currencyCount: number): Float64Array {
  const out = new Float64Array(currencyCount * LIMB_SUMS)
  const { currency, funding, limbs } = c
  const closedCount = c.closedCount
  for (let k = 0; k < closedCount; k++) {
    if ((pnlColumn[k] as number) !== (pnlColumn[k] as number)) continue
    const at = k * ROW_LIMBS
    const s = (currency[k] as number) * LIMB_SUMS
    out[s + L_NET] = (out[s + L_NET] as number) + (limbs[at + NET_LIMBS] as number)
    out[s + L_NET + 1] = (out[s + L_NET + 1] as number) + (limbs[at + NET_LIMBS + 1] as number)
    out[s + L_NET + 2] = (out[s + L_NET + 2] as number) + (limbs[at + NET_LIMBS + 2] as number)
    out[s + L_GROSS] = (out[s + L_GROSS] as number) + (limbs[at + GROSS_LIMBS] as number)
    out[s + L_GROSS + 1] = (out[s + L_GROSS + 1] as number) + (limbs[at + GROSS_LIMBS + 1] as number)
    out[s + L_GROSS + 2] = (out[s + L_GROSS + 2] as number) + (limbs[at + GROSS_LIMBS + 2] as number)
    out[s + L_FEE] = (out[s + L_FEE] as number) + (limbs[at + FEE_LIMBS] as number)
    out[s + L_FEE + 1] = (out[s + L_FEE + 1] as number) + (limbs[at + FEE_LIMBS + 1] as number)
    out[s + L_FEE + 2] = (out[s + L_FEE + 2] as number) + (limbs[at + FEE_LIMBS + 2] as number)
    const flow = funding[k] as number
    // Paid funding is summed as a positive amount, received as is.
    const to = flow < 0 ? s + L_PAID : flow > 0 ? s + L_RECEIVED : -1
    if (to < 0) continue
    const sign = flow < 0 ? -1 : 1
    out[to] = (out[to] as number) + sign * (limbs[at + FUNDING_LIMBS] as number)
    out[to + 1] = (out[to + 1] as number) + sign * (limbs[at + FUNDING_LIMBS + 1] as number)
    out[to + 2] = (out[to + 2] as number) + sign * (limbs[at + FUNDING_LIMBS + 2] as number)
  }
  return out
}
