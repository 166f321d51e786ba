// Colour themes: the preset and seasonal catalogue, unlock rules, time-based suggestion and custom
// theme rules. Pure: the day and hour come in as arguments.
export * from './colour-theme'
export * from './catalogue'
export * from './unlocks'
export * from './seasonal'
export * from './suggestion'
export * from './hex-colour'
export * from './custom-theme-rules'
