import type { ForecastBasis } from './simulate'

/** The forecast form as typed (strings, so a rejected form keeps what was typed). */
export interface ForecastForm {
  readonly basis: ForecastBasis
  readonly startingCapital: string
  readonly trades: string
  readonly tradesPerWeek: string
  /** Percent of equity risked per trade (basis r). */
  readonly riskPercent: string
  /** Target gain in percent of the starting capital. */
  readonly targetPercent: string
  /** Drawdown limit in percent from a running peak. */
  readonly drawdownPercent: string
}

export type ForecastFieldError = 'required' | 'notNumber' | 'notPositive' | 'notWhole' | 'tooMany' | 'tooHigh' | 'outOfRange'
export type ForecastErrors = Partial<Record<Exclude<keyof ForecastForm, 'basis'>, ForecastFieldError>>

export interface ForecastParameters {
  readonly basis: ForecastBasis
  readonly startingCapital: number
  readonly trades: number
  readonly tradesPerWeek: number
  readonly riskFraction: number
  readonly targetFraction: number
  readonly drawdownLimit: number
}

export const MAX_FORECAST_TRADES = 1000
export const MAX_RISK_PERCENT = 10

/** A number as a trader types it: a decimal comma is accepted, thousands separators are not guessed. */
function readNumber(text: string): number | 'required' | 'notNumber' {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return 'required'
  if (!/^-?\d+(\.\d+)?$/.test(trimmed) && !/^-?\.\d+$/.test(trimmed)) return 'notNumber'
  return Number(trimmed)
}

/** Checks every field; parameters only when all are valid. */
export function readForecastForm(form: ForecastForm): { parameters?: ForecastParameters; errors: ForecastErrors } {
  const errors: ForecastErrors = {}
  const positive = (key: keyof ForecastErrors, max?: number): number => {
    const value = readNumber(form[key])
    if (typeof value !== 'number') errors[key] = value
    else if (!(value > 0)) errors[key] = 'notPositive'
    else if (max !== undefined && value > max) errors[key] = 'tooHigh'
    else return value
    return Number.NaN
  }
  const startingCapital = positive('startingCapital')
  const trades = positive('trades')
  if (errors.trades === undefined) {
    if (!Number.isInteger(trades)) errors.trades = 'notWhole'
    else if (trades > MAX_FORECAST_TRADES) errors.trades = 'tooMany'
  }
  const tradesPerWeek = positive('tradesPerWeek', 500)
  const riskPercent = form.basis === 'r' ? positive('riskPercent', MAX_RISK_PERCENT) : 1
  const targetPercent = positive('targetPercent', 10_000)
  const drawdownPercent = positive('drawdownPercent')
  if (errors.drawdownPercent === undefined && drawdownPercent >= 100) errors.drawdownPercent = 'outOfRange'
  if (Object.keys(errors).length > 0) return { errors }
  return {
    errors,
    parameters: {
      basis: form.basis,
      startingCapital,
      trades,
      tradesPerWeek,
      riskFraction: riskPercent / 100,
      targetFraction: targetPercent / 100,
      drawdownLimit: drawdownPercent / 100,
    },
  }
}
