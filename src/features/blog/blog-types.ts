import type { MessageDescriptor } from '@lingui/core'

/**
 * A post body is structured data, not HTML: every block is rendered by React as text, so nothing in a
 * post (or in a translation of it) can inject markup.
 */
export type BlogBlock = { kind: 'heading'; text: MessageDescriptor } | { kind: 'paragraph'; text: MessageDescriptor } | { kind: 'list'; items: MessageDescriptor[] }

export interface BlogPost {
  slug: string
  /** Calendar date of publication, YYYY-MM-DD. */
  publishedOn: string
  title: MessageDescriptor
  summary: MessageDescriptor
  tags: MessageDescriptor[]
  body: BlogBlock[]
}

/** Turns a message descriptor into text in the active language (i18n._ in the app). */
export type Translate = (descriptor: MessageDescriptor) => string
