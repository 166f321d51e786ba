/** The public face of assistant/: what other features import from it. */
export { AskAboutButton } from './ask-about-button'
export { openAssistant } from './assistant-store'
export { useInsightQuestion, useStatQuestions } from './use-ask-questions'
