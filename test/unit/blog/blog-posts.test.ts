import { describe, expect, it } from 'vitest'
import type { MessageDescriptor } from '@lingui/core'
import { BLOG_POSTS, WORDS_PER_MINUTE, countWords, findBlogPost, postReadingMinutes, readingMinutes } from '../../../src/features/blog/blog-posts'

// Outside a production build the macro keeps the English source in `message`; that is what we read.
const english = (descriptor: MessageDescriptor): string => descriptor.message ?? descriptor.id

describe('blog content', () => {
  it('has a few posts with unique, URL-safe slugs', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(3)
    const slugs = BLOG_POSTS.map((post) => post.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it('lists posts newest first with valid calendar dates', () => {
    const dates = BLOG_POSTS.map((post) => post.publishedOn)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date)
    }
  })

  it('gives every post a title, summary, tags and a body with paragraphs', () => {
    for (const post of BLOG_POSTS) {
      expect(english(post.title).length).toBeGreaterThan(10)
      expect(english(post.summary).length).toBeGreaterThan(40)
      expect(post.tags.length).toBeGreaterThan(0)
      expect(post.body.filter((block) => block.kind === 'paragraph').length).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('findBlogPost', () => {
  it.each(BLOG_POSTS.map((post) => [post.slug]))('finds %s', (slug) => {
    expect(findBlogPost(slug)?.slug).toBe(slug)
  })

  it.each([[''], ['no-such-post'], ['Why-Your-Win-Rate-Lies'], ['why-your-win-rate-lies/']])('returns undefined for %j', (slug) => {
    expect(findBlogPost(slug)).toBeUndefined()
  })
})

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ['  two   words ', 2],
    ['line\nbreaks\tand tabs', 4],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words)
  })
})

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [WORDS_PER_MINUTE, 1],
    [WORDS_PER_MINUTE + 1, 2],
    [WORDS_PER_MINUTE * 5, 5],
  ])('%i words take %i min', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes)
  })

  it('honours a custom reading speed', () => {
    expect(readingMinutes(300, 100)).toBe(3)
  })
})

describe('postReadingMinutes', () => {
  it('counts the title and every block, lists included', () => {
    for (const post of BLOG_POSTS) {
      const minutes = postReadingMinutes(post, english)
      expect(minutes).toBeGreaterThanOrEqual(1)
      expect(minutes).toBeLessThan(10)
    }
  })

  it('follows the language the post is shown in', () => {
    const post = BLOG_POSTS[0]!
    const wordy = (descriptor: MessageDescriptor) => `${english(descriptor)} ${'palabra '.repeat(200)}`
    expect(postReadingMinutes(post, wordy)).toBeGreaterThan(postReadingMinutes(post, english))
  })
})
