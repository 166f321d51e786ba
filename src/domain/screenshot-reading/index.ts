// Reading a trade out of an exchange screenshot's recognised text: pure, no OCR engine, no React.
export * from './recognised-text'
export { readNumber, readLeverage } from './read-number'

export { readTradeFromText, type ScreenshotReading, type ReadField, type ReadFieldName, type ReadConfidence } from './read-trade'
export type { CardLanguage } from './labels'
