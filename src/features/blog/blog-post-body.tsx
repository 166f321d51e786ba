import { useLingui } from '@lingui/react'
import type { BlogBlock } from './blog-types'
import * as styles from './blog.css'

/** Renders a post's structured blocks as text; headings are h2 under the post's h1. */
export function BlogPostBody({ blocks }: { blocks: BlogBlock[] }) {
  const { i18n } = useLingui()
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <h2 key={index} className={styles.bodyHeading}>
                {i18n._(block.text)}
              </h2>
            )
          case 'paragraph':
            return (
              <p key={index} className={styles.bodyParagraph}>
                {i18n._(block.text)}
              </p>
            )
          case 'list':
            return (
              <ul key={index} className={styles.bodyList}>
                {block.items.map((item) => (
                  <li key={item.id}>{i18n._(item)}</li>
                ))}
              </ul>
            )
        }
      })}
    </div>
  )
}
