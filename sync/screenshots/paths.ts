/** The bucket of sync/supabase/migrations/20261122051300_screenshots_bucket.sql. */
export const SCREENSHOTS_BUCKET = 'screenshots'

/**
 * `<user id>/<trade id>/<screenshot id>.<png|jpg>`: the bucket's policies allow a user only objects
 * whose first folder is their own id, and the ids make the path unique and stable, so a retried
 * upload overwrites itself instead of leaving a copy.
 */
export function screenshotObjectPath(userId: string, tradeId: string, screenshotId: string, mimeType: string): string {
  const extension = mimeType === 'image/jpeg' ? 'jpg' : 'png'
  return `${userId}/${tradeId}/${screenshotId}.${extension}`
}
