/*
 * The design system's public surface. Importing it also installs the global styles (reset, tokens,
 * focus rings, reduced motion). The command palette lives in './command-palette' (kbar stays out
 * of bundles that do not render it).
 */
import './theme/global.css'

// theme
export { media, type ColorToken } from './theme/tokens.css'
export { tableScroller } from './theme/utilities.css'
export { type ThemeMode, type ResolvedThemeMode } from './theme/theme-mode'
export { type ThemeModeStore, type ThemeModeState, type ThemeModeEnvironment } from './theme/theme-mode-store'
export { useThemeMode } from './theme/use-theme-mode'
export { ThemeModeSwitch, type ThemeModeSwitchProps } from './theme/theme-mode-switch'

// hooks
export { useMediaQuery } from './hooks/use-media-query'
export { useNow } from './hooks/use-now'
export { whenIdle } from './scheduling/when-idle'
export { afterNextPaint } from './scheduling/after-paint'
export { markSettled, type SettledWork } from './scheduling/settled-mark'

// primitives
export { Button, IconButton, buttonClass, type ButtonProps, type IconButtonProps, type ButtonVariant, type ButtonSize } from './components/button'
export { Spinner, SpinnerGlyph, type SpinnerProps, type SpinnerSize } from './components/spinner'
export { VisuallyHidden } from './components/visually-hidden'
export { Sensitive, toneOf, blurredClass } from './components/sensitive'
export { Card, CardHeader, type CardProps, type CardHeaderProps } from './components/card'
export { ConflictCard, type ConflictCardProps, type ConflictItem } from './components/conflict-card'
export { Badge, type BadgeProps, type BadgeTone } from './components/badge'
export { PageHeader, type PageHeaderProps } from './components/page-header'
export { EmptyState, type EmptyStateProps } from './components/empty-state'
export { Dialog, DialogClose, type DialogProps } from './components/dialog'
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog'
export { focusField, FormDialog, type FormDialogProps, useRecordSave } from './components/form-dialog'
export { Menu, type MenuProps, type MenuItemSpec } from './components/menu'
export { Tabs, type TabsProps, type TabItem } from './components/tabs'
export { Switch, type SwitchProps } from './components/switch'
export { Checkbox, type CheckboxProps } from './components/checkbox'
export { Select, type SelectProps, type SelectOption } from './components/select'
export { Field, TextInput, TextArea, TextField, type FieldProps, type TextFieldProps } from './components/field'
export { SelectField, type SelectFieldProps, type SelectFieldOption } from './components/select-field'
export { Section } from './components/section'
export { StatCard, type StatCardProps } from './components/stat-card'
export { DataTable, type DataTableProps } from './components/data-table'
export { cx } from './components/class-names'

// device notifications (Notification API)
export {
  deviceNotificationPermission,
  requestDeviceNotificationPermission,
  showDeviceNotification,
  isPageHidden,
  type DeviceNotificationPermission,
  type DeviceNotificationOptions,
} from './notify/device-notification'

// icons, toasts, formatting
export * from './icons'
export * from './toast'
export * from './format'
