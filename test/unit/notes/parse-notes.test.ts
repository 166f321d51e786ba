import { describe, expect, it } from 'vitest'
import { type NoteBlock, type NoteInline, parseInline, parseNotes } from '../../../src/domain/notes'

const text = (value: string): NoteInline => ({ type: 'text', text: value })
const strong = (...children: NoteInline[]): NoteInline => ({ type: 'strong', children })
const em = (...children: NoteInline[]): NoteInline => ({ type: 'emphasis', children })
const code = (value: string): NoteInline => ({ type: 'code', text: value })
const link = (href: string, ...children: NoteInline[]): NoteInline => ({ type: 'link', href, children })
const br: NoteInline = { type: 'break' }
const p = (...children: NoteInline[]): NoteBlock => ({ type: 'paragraph', children })

describe('parseInline', () => {
  it.each<[string, string, NoteInline[]]>([
    ['plain text', 'Entered on the retest', [text('Entered on the retest')]],
    ['strong with stars', 'a **bold** move', [text('a '), strong(text('bold')), text(' move')]],
    ['strong with underscores', '__bold__', [strong(text('bold'))]],
    ['emphasis with a star', 'an *early* exit', [text('an '), em(text('early')), text(' exit')]],
    ['emphasis with an underscore', '_fomo_', [em(text('fomo'))]],
    ['strong around emphasis', '***both***', [strong(em(text('both')))]],
    ['emphasis around strong', '*a **b** c*', [em(text('a '), strong(text('b')), text(' c'))]],
    ['snake_case stays text', 'my_stop_level', [text('my_stop_level')]],
    ['a lone star stays text', '2 * 3 = 6', [text('2 * 3 = 6')]],
    ['an unclosed marker stays text', '**no end', [text('**no end')]],
    ['a marker before a space does not open', '** not bold**', [text('** not bold**')]],
    ['empty markers stay text', '****', [text('****')]],
    ['escaped markers stay text', '\\*not em\\*', [text('*not em*')]],
    ['inline code is literal', 'use `**x**` here', [text('use '), code('**x**'), text(' here')]],
    ['double backtick code holds a backtick', '`` a`b ``', [code('a`b')]],
    ['an unclosed backtick stays text', 'a ` b', [text('a ` b')]],
    ['a newline is a line break', 'line one\nline two', [text('line one'), br, text('line two')]],
    ['trailing spaces before a break are dropped', 'one  \ntwo', [text('one'), br, text('two')]],
    ['a link', '[chart](https://www.tradingview.com/x)', [link('https://www.tradingview.com/x', text('chart'))]],
    ['a link with a title', '[c](https://a.io "Title")', [link('https://a.io/', text('c'))]],
    [
      'a link with parentheses in the URL',
      '[w](https://en.wikipedia.org/wiki/Bitcoin_(disambiguation))',
      [link('https://en.wikipedia.org/wiki/Bitcoin_(disambiguation)', text('w'))],
    ],
    ['a link with formatting inside', '[**big** news](https://a.io)', [link('https://a.io/', strong(text('big')), text(' news'))]],
    ['a mailto link', '[me](mailto:me@example.com)', [link('mailto:me@example.com', text('me'))]],
    ['an autolink', '<https://a.io/p>', [link('https://a.io/p', text('https://a.io/p'))]],
    ['a bare URL', 'see https://a.io/p.', [text('see '), link('https://a.io/p', text('https://a.io/p')), text('.')]],
    ['a bare URL in parentheses', '(https://a.io/p)', [text('('), link('https://a.io/p', text('https://a.io/p')), text(')')]],
    ['brackets without a URL stay text', '[not a link]', [text('[not a link]')]],
    ['a relative link stays text', '[x](/settings)', [text('[x](/settings)')]],
    ['entities are decoded as text', 'P&amp;L &lt;b&gt; &#128640;', [text('P&L <b> 🚀')]],
    ['an unknown entity stays', '&bogus; & more', [text('&bogus; & more')]],
  ])('%s', (_name, source, expected) => {
    expect(parseInline(source)).toEqual(expected)
  })
})

describe('parseNotes', () => {
  it.each<[string, string, NoteBlock[]]>([
    ['empty notes', '', []],
    ['blank lines only', '\n \n\t\n', []],
    ['plain text keeps its line breaks', 'Good entry.\nBad exit.', [p(text('Good entry.'), br, text('Bad exit.'))]],
    ['blank lines separate paragraphs', 'one\n\n\ntwo', [p(text('one')), p(text('two'))]],
    ['Windows line endings', 'one\r\ntwo\r\n\r\nthree', [p(text('one'), br, text('two')), p(text('three'))]],
    [
      'headings',
      '# Plan\n### Review ###',
      [
        { type: 'heading', level: 1, children: [text('Plan')] },
        { type: 'heading', level: 3, children: [text('Review')] },
      ],
    ],
    ['a hash without a space is text', '#BTC to the moon', [p(text('#BTC to the moon'))]],
    ['seven hashes is text', '####### x', [p(text('####### x'))]],
    ['a fenced code block', '```ts\nconst r = 2 * risk\n<script>\n```\nafter', [{ type: 'code-block', language: 'ts', text: 'const r = 2 * risk\n<script>' }, p(text('after'))]],
    ['an unclosed fence runs to the end', '~~~\ncode', [{ type: 'code-block', text: 'code' }]],
    ['a bullet list', '- entry\n* stop\n+ target', [{ type: 'list', ordered: false, items: [[text('entry')], [text('stop')], [text('target')]] }]],
    ['a numbered list starting at 3', '3. third\n4) fourth', [{ type: 'list', ordered: true, start: 3, items: [[text('third')], [text('fourth')]] }]],
    ['indented lines continue an item', '- first\n  more\n- second', [{ type: 'list', ordered: false, items: [[text('first'), br, text('more')], [text('second')]] }]],
    ['a blank line between items keeps the list', '- a\n\n- b\n\nafter', [{ type: 'list', ordered: false, items: [[text('a')], [text('b')]] }, p(text('after'))]],
    ['a list after text', 'Rules:\n- wait\n- size down', [p(text('Rules:')), { type: 'list', ordered: false, items: [[text('wait')], [text('size down')]] }]],
    ['a year does not start a list inside text', 'Best\n2024. year', [p(text('Best'), br, text('2024. year'))]],
    ['bold at the start of a line is not a bullet', '**Bold** start', [p(strong(text('Bold')), text(' start'))]],
    ['a dash rule is text', '---', [p(text('---'))]],
  ])('%s', (_name, source, expected) => {
    expect(parseNotes(source)).toEqual(expected)
  })

  it('stays fast on hostile input (20,000 characters of unmatched markers)', () => {
    for (const unit of ['*', '_a', '**a', '`', '[', '[a](', '<', 'https://', '&#']) {
      const source = unit.repeat(Math.ceil(20_000 / unit.length)).slice(0, 20_000)
      const blocks = parseNotes(source)
      const flat = JSON.stringify(blocks)
      expect(flat.length).toBeGreaterThan(0)
    }
  })

  it('caps nesting depth instead of recursing without end', () => {
    const deep = `${'*a '.repeat(500)}x${' a*'.repeat(500)}`
    expect(() => parseNotes(deep)).not.toThrow()
  })
})
