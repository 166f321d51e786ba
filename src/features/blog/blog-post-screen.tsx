import { Link, useParams } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { PublicPage, lead, narrowContainer, secondaryButton, textLink } from '../landing'
import { findBlogPost } from './blog-posts'
import type { BlogPost } from './blog-types'
import { BlogPostBody } from './blog-post-body'
import { PostMeta, PostTags } from './post-meta'
import * as styles from './blog.css'

export function BlogPostScreen() {
  const { slug } = useParams({ from: '/blog/$slug' })
  const post = findBlogPost(slug)
  return post ? <PostView post={post} /> : <PostNotFound />
}

function PostView({ post }: { post: BlogPost }) {
  const { i18n } = useLingui()
  const title = i18n._(post.title)
  return (
    <PublicPage title={title}>
      <div className={`${narrowContainer} ${styles.page}`}>
        <Link to="/blog" className={`${textLink} ${styles.backLink}`}>
          <Trans>← Back to blog</Trans>
        </Link>
        <article className={styles.article}>
          <header className={styles.articleHeader}>
            <h1 className={styles.pageTitle}>{title}</h1>
            <PostMeta post={post} />
            <p className={lead}>{i18n._(post.summary)}</p>
            <PostTags post={post} />
          </header>
          <BlogPostBody blocks={post.body} />
        </article>
        <Link to="/blog" className={`${secondaryButton} ${styles.backLink}`}>
          <Trans>More posts</Trans>
        </Link>
      </div>
    </PublicPage>
  )
}

/**
 * An unknown slug is a missing post, shown inside the blog's own frame with a way back, rather than
 * throwing to the app's not-found screen during render.
 */
function PostNotFound() {
  const { t } = useLingui()
  return (
    <PublicPage title={t`Post not found`}>
      <div className={`${narrowContainer} ${styles.notFound}`}>
        <h1 className={styles.pageTitle}>
          <Trans>Post not found</Trans>
        </h1>
        <p className={lead}>
          <Trans>This post does not exist or has moved. The other posts are still on the blog.</Trans>
        </p>
        <Link to="/blog" className={secondaryButton}>
          <Trans>Back to the blog</Trans>
        </Link>
      </div>
    </PublicPage>
  )
}
