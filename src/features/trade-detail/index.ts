export { TradeAnalysisScreen } from './trade-analysis-screen'
export { NotesView } from './notes-view'
