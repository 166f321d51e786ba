/** What the app gives back around a save or a milestone, as Settings > Calm and motion allow. */
export { useFeedbackSound } from './use-feedback-sound'
