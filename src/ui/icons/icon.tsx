import { memo, type ReactNode, type SVGProps } from 'react'

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height; defaults to 1.25em so an icon scales with the text beside it. */
  size?: number | string
  /**
   * Give a title only when the icon stands alone and carries meaning; it becomes the accessible name.
   * Without it the icon is decorative and hidden from assistive technology (the usual case: the
   * button or link around it has the name).
   */
  title?: string
}

export type IconComponent = ReturnType<typeof createIcon>

/**
 * Line icons on a 24-unit grid drawn with `currentColor`, so they take the text colour and the theme.
 * Geometry follows the Lucide icon set (ISC licence); no icon package is bundled.
 */
export function createIcon(displayName: string, body: ReactNode) {
  const Icon = memo(function Icon({ size = '1.25em', title, strokeWidth = 2, ...rest }: IconProps) {
    const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const }
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        data-icon={displayName}
        {...a11y}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {body}
      </svg>
    )
  })
  Icon.displayName = `${displayName}Icon`
  return Icon
}
