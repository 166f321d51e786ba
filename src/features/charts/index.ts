/**
 * Charts for the dashboard, analytics and fee screens (see README.md). Every chart is an accessible
 * <svg role="img"> with a title and a description, the same data as a table for screen readers, sized
 * to its container, and coloured only through the design system's CSS variables.
 */
export { ChartFigure, type ChartFigureProps, type ChartData } from './chart-figure'
export { EquityDrawdownChart, type EquityDrawdownChartProps } from './equity-drawdown-chart'
export { SignedBarChart, type SignedBarChartProps, type SignedBar } from './signed-bar-chart'
export { OutcomeSplitBar, type OutcomeSplitBarProps, type SplitSegment } from './outcome-split-bar'
export { CalendarHeatmap, type CalendarHeatmapProps, type CalendarDay } from './calendar-heatmap'
export { paddedExtent, type EquityPoint } from './series'
export { monthsWithDays, type MonthGrid, type CalendarCell } from './calendar-grid'

export { type BucketBarChartProps, type BarDatum } from './bucket-bar-chart'
export { MultiLineChart, type MultiLineChartProps, type LineSeriesDatum } from './multi-line-chart'
export { type OutcomeScatterChartProps, type ScatterDatum } from './outcome-scatter-chart'
export { ValueGrid, type ValueGridProps } from './value-grid'
export { type Formatters, type StatFormat } from './use-formatters'

export { BucketBarChart } from './bucket-bar-chart'
export * as chartStyles from './chart-theme.css'
export { InitialWidthContext } from './initial-width'
export { OutcomeScatterChart } from './outcome-scatter-chart'
export { useFormatters } from './use-formatters'
