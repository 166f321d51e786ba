import type { BlogBlock, BlogPost, Translate } from './blog-types'
import { whyYourWinRateLies } from './posts/why-your-win-rate-lies'
import { journalingPartialFills } from './posts/journaling-partial-fills'
import { tradingOffline } from './posts/trading-offline'
import { settingABreakevenBand } from './posts/setting-a-breakeven-band'

/** Every post, newest first. Posts ship with the app, so the blog reads offline like everything else. */
export const BLOG_POSTS: readonly BlogPost[] = [whyYourWinRateLies, journalingPartialFills, tradingOffline, settingABreakevenBand]
  .slice()
  .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))

export function findBlogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug)
}

/** Adult silent reading of non-fiction runs at about 200-240 words a minute; 220 is the middle. */
export const WORDS_PER_MINUTE = 220

export function countWords(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length
}

/** Whole minutes, rounded up, and never less than one: "0 min read" helps nobody. */
export function readingMinutes(wordCount: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(wordCount / wordsPerMinute))
}

function blockTexts(block: BlogBlock, translate: Translate): string[] {
  return block.kind === 'list' ? block.items.map(translate) : [translate(block.text)]
}

/** Reading time of a post in the language it is shown in (translations differ in length). */
export function postReadingMinutes(post: BlogPost, translate: Translate): number {
  const texts = [translate(post.title), ...post.body.flatMap((block) => blockTexts(block, translate))]
  return readingMinutes(texts.reduce((sum, text) => sum + countWords(text), 0))
}
