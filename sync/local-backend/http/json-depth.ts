/**
 * How deep a JSON body may nest. Real bodies (rows, sync batches, auth fields) nest a few levels;
 * PostgreSQL's jsonb parser runs out of stack in the thousands (54001, which would be a 500), and a
 * body that deep is a mistake or an attack, so the services refuse it first with their own 4xx.
 */
export const MAX_JSON_DEPTH = 512

/** Whether `text` nests arrays or objects deeper than `max`, brackets inside strings aside (one linear pass). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i++ // backslash: skip the escaped character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) {
      inString = true
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true
    } else if (char === 0x5d || char === 0x7d) {
      depth--
    }
  }
  return false
}
