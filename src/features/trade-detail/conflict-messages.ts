import { t } from '@lingui/core/macro'

/**
 * The trader's name for a field a conflict names (`setupId`, `notes`, `tagIds[<id>]`...), translated
 * at call time. A field without a name here (one a newer version added) shows as it is stored.
 */
export function conflictFieldLabel(path: string): string {
  const [field = path, inner] = path.split(/[.[]/)
  switch (field) {
    case 'symbol':
      return t`Symbol`
    case 'side':
      return t`Side`
    case 'marketType':
      return t`Market`
    case 'entryPrice':
      return t`Entry price`
    case 'exitPrice':
      return t`Exit price`
    case 'quantity':
      return t`Quantity`
    case 'leverage':
      return t`Leverage`
    case 'tradingFee':
      return t`Trading fee`
    case 'fundingFee':
      return t`Funding fee`
    case 'stopLoss':
      return t`Stop loss`
    case 'takeProfit':
      return t`Take profit`
    case 'openedAt':
      return t`Opened at`
    case 'closedAt':
      return t`Closed at`
    case 'exchange':
      return t`Exchange`
    case 'accountId':
      return t`Account`
    case 'setupId':
      return t`Setup`
    case 'tagIds':
      return t`Tags`
    case 'notes':
      return t`Notes`
    case 'screenshots':
      return t`Screenshots`
    case 'overrides':
      return inner === 'margin' ? t`Margin` : inner === 'netPnl' ? t`Net P&L` : path
    // An edit on one device undid a move to the trash on another.
    case 'isDeleted':
      return t`Deleted on another device`
    default:
      return path
  }
}
