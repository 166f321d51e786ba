import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type NoteBlock, type NoteInline, parseNotes, safeHref } from '../../../src/domain/notes'
import { NotesView } from '../../../src/features/trade-detail/notes-view'

const ALLOWED_TAG = /^<\/?(div|p|br|strong|em|code|pre|a|h3|h4|h5|h6|ul|ol|li|span)(\s[^>]*)?\/?>$/

const render = (notes: string) => renderToStaticMarkup(<NotesView text={notes} />)

function links(blocks: readonly NoteBlock[]): string[] {
  const found: string[] = []
  const walk = (nodes: readonly NoteInline[]) => {
    for (const node of nodes) {
      if (node.type === 'link') found.push(node.href)
      if ('children' in node) walk(node.children)
    }
  }
  for (const block of blocks) {
    if (block.type === 'list') block.items.forEach(walk)
    else if ('children' in block) walk(block.children)
  }
  return found
}

/** Every way of writing a script URL that browsers have been known to accept. */
const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&Tab;script:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106;avascript:alert(1)',
  'jav&#x61;script:alert(1)',
  '%6Aavascript:alert(1)',
  'javascript://%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DaTa:text/html,x',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  '/relative',
]

describe('safeHref', () => {
  it.each(HOSTILE_URLS)('refuses %j', (url) => {
    expect(safeHref(url)).toBeNull()
  })

  it.each([
    ['https://www.tradingview.com/chart/abc', 'https://www.tradingview.com/chart/abc'],
    ['HTTP://Example.com', 'http://example.com/'],
    ['  https://a.io/x  ', 'https://a.io/x'],
    ['https://a.io/?q=1&amp;r=2', 'https://a.io/?q=1&r=2'],
    ['https://a.io/"><script>', 'https://a.io/%22%3E%3Cscript%3E'],
    ['mailto:coach@example.com', 'mailto:coach@example.com'],
  ])('keeps %j as %j', (url, href) => {
    expect(safeHref(url)).toBe(href)
  })
})

describe('hostile notes never become active', () => {
  it.each(HOSTILE_URLS)('a markdown link to %j stays text', (url) => {
    const notes = `[click me](${url})`
    const blocks = parseNotes(notes)
    expect(links(blocks)).toEqual([])
    const html = render(notes)
    expect(html).not.toMatch(/<a\b/i)
    expect(html).not.toMatch(/href=/i)
  })

  it.each(HOSTILE_URLS.filter((url) => !/\s/.test(url)))('an autolink to %j stays text', (url) => {
    const html = render(`<${url}>`)
    expect(html).not.toMatch(/<a\b/i)
  })

  it.each([
    ['a script tag', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['an image with onerror', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['an svg with onload', '<svg/onload=alert(1)>', '&lt;svg/onload=alert(1)&gt;'],
    ['an iframe', '<iframe src="javascript:alert(1)"></iframe>', '&lt;iframe src=&quot;javascript:alert(1)&quot;&gt;&lt;/iframe&gt;'],
    ['entity-encoded tags', '&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['a markdown image', '![x](javascript:alert(1))', '![x](javascript:alert(1))'],
    ['a tag inside bold', '**<b onmouseover=alert(1)>hi</b>**', '<strong>&lt;b onmouseover=alert(1)&gt;hi&lt;/b&gt;</strong>'],
    ['a tag in a heading', '# <script>x</script>', '<h3>&lt;script&gt;x&lt;/script&gt;</h3>'],
    ['a tag in a list', '- <img src=x onerror=alert(1)>', '<li>&lt;img src=x onerror=alert(1)&gt;</li>'],
    ['a tag in a code block', '```\n<script>alert(1)</script>\n```', '<code>&lt;script&gt;alert(1)&lt;/script&gt;</code>'],
    ['a link title with quotes', '[x](https://a.io "\\" onclick=alert(1) x=\\"")', '<a href="https://a.io/"'],
  ])('%s is shown as text', (_name, notes, expected) => {
    const html = render(notes)
    expect(html).toContain(expected)
    // React escapes text, so every '<' left in the markup opens a real element: check each one.
    for (const tag of html.match(/<[^>]*>/g) ?? []) {
      expect(tag).toMatch(ALLOWED_TAG)
      expect(tag).not.toMatch(/\son[a-z]+\s*=/i)
      const href = /\shref="([^"]*)"/.exec(tag)?.[1]
      if (href !== undefined) expect(href).toMatch(/^(https?:\/\/|mailto:)/)
    }
  })

  it('a safe link opens in a new tab without handing over the opener', () => {
    const html = render('[chart](https://www.tradingview.com/x)')
    expect(html).toBe(
      '<div class="' + /class="([^"]+)"/.exec(html)![1] + '"><p><a href="https://www.tradingview.com/x" target="_blank" rel="noopener noreferrer nofollow">chart</a></p></div>',
    )
  })

  it('markdown renders to the expected elements', () => {
    const html = render('# Review\n**Bold** and *calm*, `1R`\n\n1. wait\n2. enter')
    expect(html).toContain('<h3>Review</h3>')
    expect(html).toContain('<p><strong>Bold</strong> and <em>calm</em>, <code')
    expect(html).toContain('<ol><li>wait</li><li>enter</li></ol>')
  })

  it('a hand-built tree with a script URL is not linked by the renderer', async () => {
    const { isSafeHref } = await import('../../../src/domain/notes')
    expect(isSafeHref('javascript:alert(1)')).toBe(false)
    expect(isSafeHref('https://a.io/')).toBe(true)
    expect(isSafeHref('https://a.io')).toBe(false) // not in the parser's canonical form
  })
})
