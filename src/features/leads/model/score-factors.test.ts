import { describe, expect, it } from 'vitest'
import { SCORE_FACTORS, type TLeadScore } from '../../../../contract/leads.ts'
import { percent, rankedFactors, SCORE_FACTOR_MESSAGES } from './score-factors.ts'

describe('score factors', () => {
  it('words every factor the scorer can send', () => {
    for (const factor of SCORE_FACTORS) expect(SCORE_FACTOR_MESSAGES[factor]).toBeTruthy()
  })

  it('ranks by weight and drops factors that gave nothing', () => {
    const score = {
      factors: [
        { factor: 'budget-stated', dimension: 'ability', points: 5 },
        { factor: 'dropped', dimension: 'intent', points: -20 },
        { factor: 'funding-known', dimension: 'ability', points: 0 },
        { factor: 'recent-activity', dimension: 'readiness', points: 10 },
      ],
    } as TLeadScore
    expect(rankedFactors(score).map((f) => f.factor)).toEqual([
      'dropped',
      'recent-activity',
      'budget-stated',
    ])
    expect(percent(0.426)).toBe(43)
  })
})
