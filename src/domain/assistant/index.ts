/**
 * The assistant's on-device question engine: a question in English, Spanish or Portuguese is read
 * into a metric, the trades it is about (coin, side, setup, tag, exchange, account, weekday, hours,
 * a period in words) and an optional comparison, then answered by the metrics engine over exactly
 * those trades, with the count it used and links to them in the journal. Pure: no network, no
 * storage, no clock (`now` comes in).
 */
export type { AssistantMetric, Direction } from './lexicon'
export { parseQuestion, type ParsedQuestion, type PeriodSpec, type QuestionClock, type QuestionVocabulary, type Subset, type SubsetDimension } from './parse-question'
export { answerQuestion, vocabularyOf, type AnswerContext, type AssistantAnswer, type JournalLink, type MetricFigure, type SubsetAnswer } from './answer-question'
