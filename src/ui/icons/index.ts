export { type IconComponent, type IconProps } from './icon'
export * from './navigation-icons'
export * from './action-icons'
export * from './status-icons'
