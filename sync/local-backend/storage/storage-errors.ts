import { json, type BackendResponse } from '../http/types'

/**
 * Errors as supabase/storage (storage-api) renders them: `{statusCode, code, error, message}`, where
 * `statusCode` is the error's own status as a string. Like storage-api, the HTTP status of every
 * such error is 400 and only a server fault answers 5xx (storage-api's `userStatusCode`); storage-js
 * reports both (`error.status` = 400, `error.statusCode` = '413').
 */
function storageError(statusCode: number, code: string, message: string, error: string = code): BackendResponse {
  return json(statusCode >= 500 ? statusCode : 400, { statusCode: String(statusCode), code, error, message })
}

export const storageErrors = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message: string) => storageError(403, 'AccessDenied', message, 'Unauthorized'),
  /** An insert or upsert refused by the storage.objects policies (42501). */
  rowLevelSecurity: () => storageError(403, 'AccessDenied', 'new row violates row-level security policy', 'Unauthorized'),
  keyAlreadyExists: () => storageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  entityTooLarge: () => storageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mimeType: string) => storageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message),
  invalidSignature: () => storageError(400, 'InvalidSignature', 'Invalid signature'),
  invalidParameter: (parameter: string) => storageError(400, 'InvalidParameter', `Invalid Parameter ${parameter}`),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message),
  noContent: () => storageError(400, 'InvalidRequest', 'No content provided'),
  /** Fastify's answer to a route storage-api does not have. */
  routeNotFound: (method: string, path: string) => json(404, { statusCode: '404', code: 'NotFound', error: 'Not Found', message: `Route ${method}:${path} not found` }),
}

/** jose's texts (storage-api verifies JWTs with jose) for each way a token fails. */
export const JWT_FAILURE_MESSAGES = {
  malformed: 'Invalid Compact JWS',
  bad_signature: 'signature verification failed',
  expired: '"exp" claim timestamp check failed',
  missing_exp: 'missing required "exp" claim',
} as const
