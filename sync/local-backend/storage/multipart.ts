/**
 * The multipart/form-data body storage-js sends for a Blob or File (Node's FormData through
 * fetch): a `cacheControl` field, an optional `metadata` field, and the file in a part named ""
 * with its own Content-Type. Pure; the whole body is in memory (it is bounded by the bucket limit).
 */
export interface MultipartFile {
  readonly data: Buffer
  readonly contentType?: string
  readonly filename?: string
}

export interface MultipartForm {
  readonly fields: Readonly<Record<string, string>>
  /** The first part that carries a filename. */
  readonly file?: MultipartFile
}

export function isMultipart(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().startsWith('multipart/form-data')
}

export function parseMultipart(body: Buffer, contentType: string): MultipartForm | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  const token = boundary?.[1] ?? boundary?.[2]
  if (!token) return undefined
  const delimiter = Buffer.from(`--${token}`)
  const fields: Record<string, string> = {}
  let file: MultipartFile | undefined

  let position = body.indexOf(delimiter)
  if (position < 0) return undefined
  for (;;) {
    position += delimiter.length
    if (body.subarray(position, position + 2).toString() === '--') break // closing delimiter
    if (body.subarray(position, position + 2).toString() === '\r\n') position += 2
    const headerEnd = body.indexOf('\r\n\r\n', position)
    if (headerEnd < 0) return undefined
    const headers = parseHeaders(body.subarray(position, headerEnd).toString('utf8'))
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4)
    if (next < 0) return undefined
    const data = body.subarray(headerEnd + 4, next)
    const disposition = headers['content-disposition'] ?? ''
    const name = parameter(disposition, 'name') ?? ''
    const filename = parameter(disposition, 'filename')
    if (filename !== undefined) {
      if (!file) {
        const partType = headers['content-type']
        file = { data, ...(partType ? { contentType: partType } : {}), filename }
      }
    } else {
      fields[name] = data.toString('utf8')
    }
    position = next + 2
  }
  return file ? { fields, file } : { fields }
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header) ?? new RegExp(`(?:^|;)\\s*${name}=([^;]*)`, 'i').exec(header)
  return match ? match[1]!.replace(/\\(.)/g, '$1').trim() : undefined
}
