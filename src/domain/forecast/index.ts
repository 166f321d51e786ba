/** The forecast: a seeded bootstrap Monte Carlo of equity from the trader's own closed trades. */
export { mulberry32, type Random } from './prng'
export { quantileSorted } from './percentile'
export {
  bandSteps,
  createForecastRun,
  simulateForecast,
  MAX_BAND_POINTS,
  type ForecastBand,
  type ForecastBasis,
  type ForecastInput,
  type ForecastResult,
  type ForecastRun,
} from './simulate'
export { forecastSamples, MIN_FORECAST_TRADES, SMALL_SAMPLE_TRADES, type ForecastSamples, type ForecastSampleOptions } from './samples'
export { readForecastForm, MAX_FORECAST_TRADES, MAX_RISK_PERCENT, type ForecastErrors, type ForecastFieldError, type ForecastForm, type ForecastParameters } from './inputs'
