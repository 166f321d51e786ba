import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { PublicPage, card, container, lead } from '../landing'
import { BLOG_POSTS } from './blog-posts'
import { PostMeta, PostTags } from './post-meta'
import * as styles from './blog.css'

export function BlogListScreen() {
  const { t, i18n } = useLingui()
  return (
    <PublicPage title={t`Blog`}>
      <div className={`${container} ${styles.page}`}>
        <div className={styles.intro}>
          <h1 className={styles.pageTitle}>
            <Trans>Blog</Trans>
          </h1>
          <p className={lead}>
            <Trans>Practical notes on journaling crypto trades: fees, funding, fills and the numbers that show progress.</Trans>
          </p>
        </div>
        <ul className={styles.list}>
          {BLOG_POSTS.map((post) => (
            <li key={post.slug}>
              <article className={`${card} ${styles.postCard}`}>
                <h2 className={styles.cardTitle}>
                  <Link to="/blog/$slug" params={{ slug: post.slug }} className={styles.cardLink}>
                    {i18n._(post.title)}
                  </Link>
                </h2>
                <PostMeta post={post} />
                <p className={styles.summary}>{i18n._(post.summary)}</p>
                <PostTags post={post} />
              </article>
            </li>
          ))}
        </ul>
      </div>
    </PublicPage>
  )
}
