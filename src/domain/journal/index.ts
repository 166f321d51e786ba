// The journal's pure logic: which trades a filter keeps, in which order, with which totals, and how
// the filter travels in the URL. No clock: `now` and the time zone come in as arguments.
export * from './date-range'
export * from './filter-trades'
export * from './journal-filter'
export * from './journal-search'
export * from './journal-sort'
export * from './journal-totals'
export * from './trade-summary'
