import { describe, expect, it } from 'vitest'
import { type CoachIntent, normaliseQuestion, parseIntent } from '../../../src/domain/coach'

describe('the coach intent parser', () => {
  const cases: [question: string, intent: CoachIntent][] = [
    ['What is my best setup?', 'bestSetup'],
    ['which strategy works best for me', 'bestSetup'],
    ['¿Cuál es mi mejor setup?', 'bestSetup'],
    ['Qual é o meu melhor setup?', 'bestSetup'],
    ['What is my worst setup?', 'worstSetup'],
    ['When do I lose most?', 'losingTimes'],
    ['¿Cuándo pierdo más?', 'losingTimes'],
    ['Quando eu perco mais?', 'losingTimes'],
    ['what are my worst hours', 'losingTimes'],
    ['When do I win the most?', 'winningTimes'],
    ['How did last week go?', 'lastWeek'],
    ['¿Cómo fue la semana pasada?', 'lastWeek'],
    ['Como foi a semana passada?', 'lastWeek'],
    ['how is this week going', 'thisWeek'],
    ['Which symbol is my best?', 'bestSymbol'],
    ['which coin is my worst?', 'worstSymbol'],
    ['¿Cuál es mi mejor par?', 'bestSymbol'],
    ['what is my win rate', 'overall'],
    ['how am I doing overall?', 'overall'],
    ['Do I trade worse after a loss?', 'afterLoss'],
    ['am I revenge trading', 'afterLoss'],
    ['Longs or shorts: which pay more?', 'longVsShort'],
    ['what will bitcoin do tomorrow?', 'unknown'],
    ['', 'unknown'],
    ['<img src=x onerror=alert(1)> ${1+1}', 'unknown'],
  ]
  it.each(cases)('%j is %s', (question, intent) => {
    expect(parseIntent(question)).toBe(intent)
  })

  it('normalises case, accents and punctuation without running anything', () => {
    expect(normaliseQuestion('  ¿Cuándo   PIERDO más?! ')).toBe('cuando pierdo mas')
    expect(normaliseQuestion('${process.exit()}')).toBe('process exit')
  })
})
