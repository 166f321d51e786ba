// Bundled by test/bench/metrics.mjs (rolldown, IIFE) and run in Chromium: the metrics engine and the
// sample generator, exactly as the app ships them.
export { createMetricsCache } from '../../src/domain/metrics'
export { buildSampleJournal } from '../../src/domain/sample-journal'
