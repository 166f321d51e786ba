import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { Badge } from '../../../src/ui/components/badge'
import { Button, IconButton } from '../../../src/ui/components/button'
import { Checkbox } from '../../../src/ui/components/checkbox'
import { EmptyState } from '../../../src/ui/components/empty-state'
import { TextField } from '../../../src/ui/components/field'
import { PageHeader } from '../../../src/ui/components/page-header'
import { Select } from '../../../src/ui/components/select'
import { Spinner } from '../../../src/ui/components/spinner'
import { Switch } from '../../../src/ui/components/switch'
import { Tabs } from '../../../src/ui/components/tabs'
import { MenuIcon, SearchIcon } from '../../../src/ui/icons'

// Server rendering is enough to check the accessible names and roles each primitive promises.
beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

const render = (element: ReactElement) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>)

describe('primitives render with accessible names', () => {
  it('Button defaults to type=button and shows its busy state', () => {
    expect(render(<Button>Save</Button>)).toMatch(/<button type="button"[^>]*>Save<\/button>/)
    const busy = render(
      <Button loading loadingText="Loading...">
        Sign in
      </Button>,
    )
    expect(busy).toContain('disabled=""')
    expect(busy).toContain('aria-busy="true"')
    expect(busy).toContain('Loading...')
    expect(busy).not.toContain('Sign in')
  })

  it('IconButton carries its aria-label and hides the icon', () => {
    const html = render(<IconButton aria-label="Open menu" icon={<MenuIcon />} />)
    expect(html).toContain('aria-label="Open menu"')
    expect(html).toContain('aria-hidden="true"')
  })

  it('icons are decorative unless titled', () => {
    expect(render(<SearchIcon />)).toContain('aria-hidden="true"')
    const titled = render(<SearchIcon title="Search" />)
    expect(titled).toContain('role="img"')
    expect(titled).toContain('aria-label="Search"')
    expect(titled).not.toContain('aria-hidden')
  })

  it('Spinner is a status with a label', () => {
    const html = render(<Spinner />)
    expect(html).toContain('role="status"')
    expect(html).toContain('Loading...')
    expect(render(<Spinner label="Importing trades" showLabel />)).toContain('Importing trades')
  })

  it('PageHeader has one h1, EmptyState a heading and an action', () => {
    const header = render(<PageHeader title="Fee Analysis" description="Understand your real trading costs" />)
    expect(header.match(/<h1/g)).toHaveLength(1)
    expect(header).toContain('Understand your real trading costs')
    const empty = render(<EmptyState title="No trades yet" action={<Button>Add trade</Button>} />)
    expect(empty).toContain('<h2')
    expect(empty).toContain('Add trade')
  })

  it('TextField ties label, input and error together', () => {
    const html = render(<TextField label="Email" type="email" errorText="Please enter a valid email address" />)
    const inputId = html.match(/<input[^>]*id="([^"]+)"/)?.[1]
    expect(inputId).toBeTruthy()
    expect(html).toContain(`for="${inputId}"`)
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('Please enter a valid email address')
  })

  it('Switch and Checkbox render a labelled hidden input', () => {
    const sw = render(<Switch label="Dark mode" checked />)
    expect(sw).toContain('Dark mode')
    expect(sw).toMatch(/<input[^>]*type="checkbox"/)
    const cb = render(<Checkbox label="Keep me logged in" defaultChecked />)
    expect(cb).toContain('Keep me logged in')
    expect(cb).toMatch(/<input[^>]*type="checkbox"/)
  })

  it('Select renders a labelled trigger and a hidden native select', () => {
    const html = render(
      <Select
        label="Language"
        items={[
          { value: 'en', label: 'English' },
          { value: 'es', label: 'Español' },
        ]}
        value="es"
      />,
    )
    expect(html).toContain('Language')
    expect(html).toContain('Español')
    expect(html).toContain('<select')
  })

  it('Tabs name the tab list and render the selected panel', () => {
    const html = render(
      <Tabs
        aria-label="Analytics sections"
        items={[
          { value: 'overview', label: 'Overview', content: <p>overview panel</p> },
          { value: 'risk', label: 'Risk', content: <p>risk panel</p> },
        ]}
      />,
    )
    expect(html).toContain('aria-label="Analytics sections"')
    expect(html).toContain('role="tablist"')
    expect(html).toContain('overview panel')
    expect(html).not.toContain('risk panel') // lazily mounted
  })

  it('Badge keeps its text', () => {
    expect(render(<Badge tone="warning">Offline Mode</Badge>)).toContain('Offline Mode')
  })
})
