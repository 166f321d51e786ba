import type { RxJsonSchema } from 'rxdb'
import type { Id, IsoInstant } from '../../domain'
import type { CollectionDefinition } from './definition'
import { instant, jsonObject, keyword, text, uuid } from '../schema/fields'

export type OutboxKind = 'screenshotUpload' | 'screenshotDownload' | 'rejectedRow' | 'unreadableRow'
export type OutboxState = 'pending' | 'inFlight' | 'failed' | 'setAside' | 'done'

/**
 * Device-only work queue of the sync layer: screenshot uploads and downloads that survive reloads,
 * and rows the server refused for good, set aside with their reason so they never block the rest,
 * and (`unreadableRow`) rows pulled or read back that failed their collection's check.
 */
export interface OutboxItem {
  readonly id: Id
  readonly kind: OutboxKind
  readonly state: OutboxState
  /** Collection and document the item is about. */
  readonly collectionName?: string
  readonly documentId?: string
  /** For screenshots: the attachment id on the trade. */
  readonly attachmentId?: string
  /** A refused row as it was pushed, or upload details. */
  readonly payload?: Readonly<Record<string, unknown>>
  readonly reason?: string
  readonly attempts: number
  readonly nextAttemptAt: IsoInstant
  readonly lastError?: string
  readonly createdAt: IsoInstant
  readonly updatedAt: IsoInstant
}

export const outboxSchema: RxJsonSchema<OutboxItem> = {
  title: 'outbox',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuid,
    kind: keyword,
    state: keyword,
    collectionName: text(40),
    documentId: text(64),
    attachmentId: text(80),
    payload: jsonObject,
    reason: text(2000),
    attempts: { type: 'integer', minimum: 0 },
    nextAttemptAt: instant,
    lastError: text(2000),
    createdAt: instant,
    updatedAt: instant,
  },
  required: ['id', 'kind', 'state', 'attempts', 'nextAttemptAt', 'createdAt', 'updatedAt'],
  indexes: [
    // The worker takes due items in order.
    ['state', 'nextAttemptAt'],
    // The sync indicator lists set-aside rows and counts waiting uploads.
    ['kind', 'state', 'createdAt'],
  ],
  additionalProperties: false,
}

export const outboxCollection: CollectionDefinition<OutboxItem> = {
  schema: outboxSchema,
  migrationStrategies: {},
  synced: false,
}
