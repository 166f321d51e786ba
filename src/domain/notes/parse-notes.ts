import type { HeadingLevel, NoteBlock, NoteInline } from './note-tree'
import { parseInline } from './parse-inline'

// Block markdown subset: paragraphs, ATX headings (# to ######), fenced code blocks (``` or ~~~),
// and bullet (-, *, +) or numbered (1. or 1)) lists whose indented lines continue the item. Raw HTML
// is not a block type: `<script>` is just the text of a paragraph.

const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)/
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/
const BULLET = /^ {0,3}([-*+])[ \t]+(\S.*)$/
const ORDERED = /^ {0,3}(\d{1,9})[.)][ \t]+(\S.*)$/

type ListKind = 'bullet' | 'ordered'

interface ListItemStart {
  readonly kind: ListKind
  readonly number?: number
  readonly text: string
}

const isBlank = (line: string) => line.trim() === ''

function listItemStart(line: string): ListItemStart | null {
  const bullet = BULLET.exec(line)
  if (bullet) return { kind: 'bullet', text: bullet[2]! }
  const ordered = ORDERED.exec(line)
  if (ordered) return { kind: 'ordered', number: Number(ordered[1]), text: ordered[2]! }
  return null
}

function headingOf(line: string): NoteBlock | null {
  const match = HEADING.exec(line)
  if (!match) return null
  // A closing run of #s is decoration: "## Plan ##" is the heading "Plan".
  const content = (match[2] ?? '').replace(/(?:^|[ \t]+)#+[ \t]*$/, '').trim()
  return { type: 'heading', level: match[1]!.length as HeadingLevel, children: parseInline(content) }
}

/** Does this line end a paragraph by starting another block? */
function startsBlock(line: string): boolean {
  if (FENCE.test(line) || HEADING.test(line)) return true
  const item = listItemStart(line)
  // "2024. Great year" inside a paragraph is not a list; a list interrupting text must start at 1.
  return item !== null && (item.kind === 'bullet' || item.number === 1)
}

/**
 * A trade's notes (plain text or markdown) as a safe tree, never HTML. Plain text comes out as
 * paragraphs with its line breaks kept.
 */
export function parseNotes(source: string): NoteBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: NoteBlock[] = []
  let index = 0
  while (index < lines.length) {
    const line = lines[index]!
    if (isBlank(line)) {
      index += 1
      continue
    }

    const fence = FENCE.exec(line)
    if (fence) {
      const marker = fence[1]!
      const closing = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`)
      const body: string[] = []
      index += 1
      while (index < lines.length && !closing.test(lines[index]!)) body.push(lines[index++]!)
      index += 1 // the closing fence, or past the end when the note never closed it
      const language = fence[2] ? fence[2].slice(0, 32) : undefined
      blocks.push({ type: 'code-block', text: body.join('\n'), ...(language ? { language } : {}) })
      continue
    }

    const heading = headingOf(line)
    if (heading) {
      blocks.push(heading)
      index += 1
      continue
    }

    const first = listItemStart(line)
    if (first) {
      const items: string[] = [first.text]
      index += 1
      while (index < lines.length) {
        const next = lines[index]!
        const item = listItemStart(next)
        if (item && item.kind === first.kind) {
          items.push(item.text)
          index += 1
        } else if (!isBlank(next) && /^[ \t]/.test(next) && !item) {
          items[items.length - 1] += `\n${next.trim()}`
          index += 1
        } else if (isBlank(next)) {
          // A blank line between items keeps the list going; before anything else it ends it.
          let ahead = index + 1
          while (ahead < lines.length && isBlank(lines[ahead]!)) ahead += 1
          const after = ahead < lines.length ? listItemStart(lines[ahead]!) : null
          if (!after || after.kind !== first.kind) break
          index = ahead
        } else break
      }
      const ordered = first.kind === 'ordered'
      blocks.push({
        type: 'list',
        ordered,
        ...(ordered && first.number !== 1 ? { start: first.number } : {}),
        items: items.map((text): NoteInline[] => parseInline(text)),
      })
      continue
    }

    const paragraph = [line.trim()]
    index += 1
    while (index < lines.length && !isBlank(lines[index]!) && !startsBlock(lines[index]!)) paragraph.push(lines[index++]!.trim())
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) })
  }
  return blocks
}
