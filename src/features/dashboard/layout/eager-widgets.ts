import type { WidgetType } from '../../../domain/dashboard-layout/widget-catalog'

/** Drawn in the dashboard's first frame wherever they sit; the other widgets mount when near the viewport. */
export const EAGER_WIDGETS: ReadonlySet<string> = new Set<WidgetType>(['key-stats'])
