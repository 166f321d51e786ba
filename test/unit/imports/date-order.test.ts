import { describe, expect, it } from 'vitest'
import { type DateFormat, parseImport } from '../../../src/domain/imports'
import { DateOrderEvidence } from '../../../src/domain/imports/values/date-order'
import { parsed } from './support'

/** The whole file settles how its dates are written; a single cell never does, and no guess is silent. */

function verdictOf(dates: readonly string[], hint?: DateFormat) {
  const evidence = new DateOrderEvidence()
  for (const date of dates) evidence.add(date)
  return evidence.verdict(hint)
}

describe('date order from the whole file', () => {
  it.each([
    { name: 'a day above 12 elsewhere settles day-first', dates: ['10/06/2015 09:00', '25/06/2015 10:00'], verdict: { kind: 'settled', format: 'DD/MM/YYYY HH:mm:ss' } },
    { name: 'a second part above 12 settles month-first', dates: ['06/10/2015 09:00', '06/25/2015 10:00'], verdict: { kind: 'settled', format: 'MM/DD/YYYY HH:mm:ss' } },
    { name: 'a first part above 31 settles two-digit year first', dates: ['26-03-17 09:34:12', '32-01-05 10:00:00'], verdict: { kind: 'settled', format: 'YY-MM-DD HH:mm:ss' } },
    {
      name: 'a last part above 31 settles day first with a two-digit year',
      dates: ['17-03-26 09:34:12', '05-01-32 10:00:00'],
      verdict: { kind: 'settled', format: 'DD-MM-YY HH:mm:ss' },
    },
    {
      name: 'only one reading keeps the file in time order',
      dates: ['26-03-17 09:00:00', '26-02-28 09:00:00', '26-02-27 09:00:00'],
      verdict: { kind: 'settled', format: 'YY-MM-DD HH:mm:ss' },
    },
    {
      name: 'dates that fit both readings stay ambiguous',
      dates: ['03/04/2024 09:00', '05/06/2024 09:00'],
      verdict: { kind: 'ambiguous', choices: ['DD/MM/YYYY HH:mm:ss', 'MM/DD/YYYY HH:mm:ss'] },
    },
    { name: 'dates of no doubtful shape say nothing', dates: ['2024-03-04 09:00:00', '1717286400'], verdict: { kind: 'none' } },
    { name: 'dates no single reading fits are inconsistent', dates: ['25/06/2015 09:00', '06/25/2015 09:00'], verdict: { kind: 'inconsistent' } },
  ] as const)('$name', ({ dates, verdict }) => {
    expect(verdictOf(dates)).toEqual(verdict)
  })

  it("the exchange's documented order settles a tie, never overrides the file", () => {
    const tie = ['26-03-17 09:34:12', '26-03-16 21:05:44']
    expect(verdictOf(tie)).toEqual({ kind: 'ambiguous', choices: ['YY-MM-DD HH:mm:ss', 'DD-MM-YY HH:mm:ss'] })
    expect(verdictOf(tie, 'YY-MM-DD HH:mm:ss')).toEqual({ kind: 'settled', format: 'YY-MM-DD HH:mm:ss' })
    expect(verdictOf(['17-03-26 09:34:12', '05-01-32 10:00:00'], 'YY-MM-DD HH:mm:ss')).toEqual({ kind: 'settled', format: 'DD-MM-YY HH:mm:ss' })
  })
})

describe('an import reads every row with the order its file settles', () => {
  const mapping = { columns: { time: 'Timestamp', symbol: 'Pair', side: 'Side', price: 'Price', quantity: 'Quantity' }, timeZone: 'UTC' }

  it('reads 10/06/2015 as 10 June when a later row is 25/06/2015, far beyond the first rows', () => {
    const filler = Array.from({ length: 120 }, (_, index) => `0${(index % 9) + 1}/06/2015 12:00:00,BTC-EUR,buy,200,0.01`)
    const text = ['Timestamp,Pair,Side,Price,Quantity', '10/06/2015 08:00:00,BTC-EUR,buy,200,0.01', ...filler, '25/06/2015 08:00:00,BTC-EUR,sell,210,0.01'].join('\n')
    const result = parsed(text, { mapping })
    expect(result.summary).toMatchObject({ dateFormat: 'DD/MM/YYYY HH:mm:ss', errorRowCount: 0, fillCount: 122 })
    expect(result.fills[0]?.executedAt).toBe('2015-06-10T08:00:00.000Z')
    expect(result.fills.at(-1)?.executedAt).toBe('2015-06-25T08:00:00.000Z')
  })

  it('refuses dates the file cannot settle as ambiguous and offers the readings', () => {
    const text = ['Timestamp,Pair,Side,Price,Quantity', '03/04/2024 08:00:00,BTC-EUR,buy,200,0.01', '05/06/2024 08:00:00,BTC-EUR,sell,210,0.01'].join('\n')
    const result = parseImport(text, { mapping })
    expect(result.ok && result.summary).toMatchObject({ fillCount: 0, errorRowCount: 2, dateFormatChoices: ['DD/MM/YYYY HH:mm:ss', 'MM/DD/YYYY HH:mm:ss'] })
    expect(result.ok && result.summary.issues.map((issue) => issue.code)).toEqual(['AMBIGUOUS_DATE', 'AMBIGUOUS_DATE'])
    const chosen = parsed(text, { mapping: { ...mapping, dateFormat: 'MM/DD/YYYY HH:mm:ss' } })
    expect(chosen.fills.map((fill) => fill.executedAt)).toEqual(['2024-03-04T08:00:00.000Z', '2024-05-06T08:00:00.000Z'])
  })

  it('reads two-digit years as ambiguous, not invalid, when the file fits both orders', () => {
    const text = ['Timestamp,Pair,Side,Price,Quantity', '26-03-17 08:00:00,BTC-EUR,buy,200,0.01', '26-03-16 08:00:00,BTC-EUR,sell,210,0.01'].join('\n')
    const result = parseImport(text, { mapping })
    expect(result.ok && result.summary.issues.map((issue) => issue.code)).toEqual(['AMBIGUOUS_DATE', 'AMBIGUOUS_DATE'])
  })
})
