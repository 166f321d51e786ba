import { type ReactNode, useMemo } from 'react'
import { isSafeHref, type NoteBlock, type NoteInline, parseNotes } from '../../domain/notes'
import * as styles from './notes-view.css'

// Notes become React elements from the safe tree, never HTML strings (no dangerouslySetInnerHTML):
// text is escaped by React, and only the tags written below can appear.

function renderInline(nodes: readonly NoteInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text
      case 'break':
        return <br key={index} />
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>
      case 'emphasis':
        return <em key={index}>{renderInline(node.children)}</em>
      case 'code':
        return (
          <code key={index} className={styles.inlineCode}>
            {node.text}
          </code>
        )
      case 'link':
        // Checked again here so a tree built by other code cannot smuggle in a script URL.
        return isSafeHref(node.href) ? (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(node.children)}
          </a>
        ) : (
          <span key={index}>{renderInline(node.children)}</span>
        )
    }
  })
}

/** Notes sit under the page's h1 and a section h2, so note headings start at h3. */
const HEADING_TAGS = ['h3', 'h3', 'h4', 'h5', 'h6', 'h6'] as const

function renderBlock(block: NoteBlock, index: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>
    case 'heading': {
      const Heading = HEADING_TAGS[block.level - 1]!
      return <Heading key={index}>{renderInline(block.children)}</Heading>
    }
    case 'code-block':
      return (
        <pre key={index} className={styles.codeBlock}>
          <code>{block.text}</code>
        </pre>
      )
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item)}</li>)
      return block.ordered ? (
        <ol key={index} start={block.start}>
          {items}
        </ol>
      ) : (
        <ul key={index}>{items}</ul>
      )
    }
  }
}

/** A trade's notes, plain text or markdown, rendered safely. */
export function NotesView({ text, className }: { text: string; className?: string }) {
  const blocks = useMemo(() => parseNotes(text), [text])
  return <div className={className ? `${styles.notes} ${className}` : styles.notes}>{blocks.map(renderBlock)}</div>
}
