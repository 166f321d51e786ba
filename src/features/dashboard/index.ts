/** The public face of dashboard/: what other features import from it. */
export { useDatePresetLabels } from './filters/date-filter-field'
