import { useLingui } from '@lingui/react/macro'
import type { BlogPost } from './blog-types'
import { postReadingMinutes } from './blog-posts'
import * as styles from './blog.css'

/** Date, reading time and tags of a post, shared by the list cards and the post page. */
export function PostMeta({ post }: { post: BlogPost }) {
  const { t, i18n } = useLingui()
  // Dates are calendar dates; formatting them in UTC keeps "May 12" from becoming "May 11" west of Greenwich.
  const date = i18n.date(new Date(`${post.publishedOn}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
  const minutes = postReadingMinutes(post, (descriptor) => i18n._(descriptor))
  return (
    <p className={styles.meta}>
      <time dateTime={post.publishedOn}>{date}</time>
      <span aria-hidden="true">·</span>
      <span>{t`${minutes} min read`}</span>
    </p>
  )
}

export function PostTags({ post }: { post: BlogPost }) {
  const { t, i18n } = useLingui()
  return (
    <ul className={styles.tags} aria-label={t`Tags`}>
      {post.tags.map((tag) => (
        <li key={tag.id} className={styles.tag}>
          {i18n._(tag)}
        </li>
      ))}
    </ul>
  )
}
