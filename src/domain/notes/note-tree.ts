/**
 * The safe tree a trade's notes are parsed into. It can only express what is listed here: there is
 * no node for raw HTML, attributes or event handlers, so `<script>` or `<img onerror>` in a note can
 * only ever come out as text. A link's `href` has passed `safeHref` (http, https or mailto).
 */
export type NoteInline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'strong'; readonly children: readonly NoteInline[] }
  | { readonly type: 'emphasis'; readonly children: readonly NoteInline[] }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'link'; readonly href: string; readonly children: readonly NoteInline[] }
  | { readonly type: 'break' }

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

export type NoteBlock =
  | { readonly type: 'paragraph'; readonly children: readonly NoteInline[] }
  | { readonly type: 'heading'; readonly level: HeadingLevel; readonly children: readonly NoteInline[] }
  | { readonly type: 'code-block'; readonly text: string; readonly language?: string }
  | { readonly type: 'list'; readonly ordered: boolean; readonly start?: number; readonly items: readonly (readonly NoteInline[])[] }
