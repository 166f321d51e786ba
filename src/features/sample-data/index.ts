/** The public face of sample-data/: what other features import from it. */
export { default as SampleDataArea } from './sample-data-area'
export { SampleDataCard } from './sample-data-card'
