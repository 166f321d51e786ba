/**
 * Custom metrics (/my-metrics): the trader's own figures, defined with structured pickers (an
 * aggregate of a trade field over a filter, optionally divided by another) and stored as data in a
 * custom item of kind 'metric'. Never code: nothing typed is evaluated. Pure.
 */
export {
  AGGREGATE_FNS,
  METRIC_FIELDS,
  METRIC_OUTCOMES,
  METRIC_SIDES,
  RATIO_DISPLAYS,
  type Aggregate,
  type AggregateFn,
  type MetricDefinition,
  type MetricField,
  type MetricFilter,
  type MetricSide,
  type MetricUnit,
  type RatioDisplay,
} from './definition'
export { definitionToJson, parseMetricDefinition } from './parse-definition'
export { evaluateMetric, type MetricResult, type MetricValue } from './evaluate'
export {
  BLANK_AGGREGATE,
  METRIC_FORM_FIELDS,
  METRIC_NAME_MAX,
  blankMetricForm,
  metricFormValues,
  readMetricDefinition,
  readMetricForm,
  type AggregateValues,
  type MetricFormContext,
  type MetricFormErrors,
  type MetricFormField,
  type MetricFormProblem,
  type MetricFormValues,
} from './metric-form'
