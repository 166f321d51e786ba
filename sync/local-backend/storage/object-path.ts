/**
 * Bucket and object names from a URL path, validated as storage-api validates keys (S3-safe
 * characters) and, because objects live on disk here, without `.`/`..`/empty segments, so a name
 * can never leave its bucket's folder. Pure.
 */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/

export type ObjectPath = { readonly ok: true; readonly bucket: string; readonly name: string } | { readonly ok: false; readonly key: string }

/** `rawPath` is still percent-encoded, e.g. `screenshots/<uid>/a%20b.png`. */
export function parseObjectPath(rawPath: string): ObjectPath {
  const segments = rawPath.split('/').map(decodeSegment)
  const key = segments.map((segment) => segment ?? '').join('/')
  if (segments.some((segment) => segment === undefined)) return { ok: false, key }
  const [bucket = '', ...nameSegments] = segments as string[]
  const name = nameSegments.join('/')
  if (!isValidBucketName(bucket) || !isValidObjectName(name)) return { ok: false, key: name || key }
  return { ok: true, bucket, name }
}

export function isValidBucketName(bucket: string): boolean {
  return VALID_BUCKET_NAME.test(bucket) && bucket !== '.' && bucket !== '..'
}

export function isValidObjectName(name: string): boolean {
  if (name.length === 0 || name.length > 1024 || !VALID_OBJECT_KEY.test(name)) return false
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}
