import { describe, expect, it } from 'vitest'
import {
  BLANK_BACKGROUND,
  BLANK_PROPERTY_INTEREST,
  ZLeadScore,
} from '../../../../../contract/leads.ts'
import { NO_ENGAGEMENT, type LeadFacts } from './lead-scorer.ts'
import { TransparentLeadScorer } from './transparent-scorer.ts'

const NOW = new Date('2026-06-15T06:30:00Z')
const DAY = 86_400_000

const empty: LeadFacts = {
  leadStatus: 'New Lead',
  profile: {
    fullName: 'Asha Rao',
    gender: null,
    age: null,
    alternateNumber: null,
    email: null,
    subSourceOfLead: null,
    currentLocation: null,
  },
  propertyInterest: { ...BLANK_PROPERTY_INTEREST },
  background: { ...BLANK_BACKGROUND },
  engagement: NO_ENGAGEMENT,
  inventoryPrices: null,
  now: NOW,
}

const budget = { min: 8_000_000, max: 12_000_000 }
const full: LeadFacts = {
  ...empty,
  leadStatus: 'Opportunity',
  profile: {
    ...empty.profile,
    gender: 'Female',
    age: 34,
    alternateNumber: '9123456789',
    email: 'asha@example.in',
    subSourceOfLead: 'Google Ads',
    currentLocation: 'Pune',
  },
  propertyInterest: {
    budgetRange: budget,
    purposeOfProperty: 'Self Use',
    preferredUnitType: ['3 BHK'],
    preferredFloor: ['Higher Floor (13+)'],
    propertyStatus: 'Ready to Move',
    otherPreferences: null,
    carpetAreaSqFtRange: { lower: 1000, upper: 1400 },
  },
  background: {
    occupation: 'Doctor',
    annualIncome: 2_500_000,
    qualification: 'MBBS',
    fundingIsLoaned: true,
    possessionDate: { month: 3, year: 2027 },
    workLocation: 'Pune',
  },
  engagement: {
    callsConnected: 4,
    siteVisitsDone: 1,
    siteVisitsScheduled: 1,
    lastActivityAt: new Date(NOW.getTime() - 2 * DAY),
  },
  inventoryPrices: { min: 9_000_000, max: 15_000_000 },
}

const scorer = new TransparentLeadScorer()

describe('the transparent lead scorer', () => {
  it.each([
    {
      name: 'nothing known',
      facts: empty,
      expected: { aiScore: 0, ability: 0, intent: 0, readiness: 0, perception: 0 },
      probability: 0,
      leadIntent: 'NA',
      expectedValue: 0,
    },
    {
      name: 'everything in its favour',
      facts: full,
      expected: { aiScore: 99, ability: 100, intent: 100, readiness: 95, perception: 100 },
      probability: 0.99,
      leadIntent: 'High',
      expectedValue: 9_900_000,
    },
    {
      name: 'the same lead booked',
      facts: { ...full, leadStatus: 'Booked' },
      expected: { readiness: 100, aiScore: 100 },
      probability: 1,
      leadIntent: 'High',
      expectedValue: 10_000_000,
    },
    {
      name: 'the same lead dropped',
      facts: { ...full, leadStatus: 'Dropped' },
      expected: { readiness: 40 },
      probability: 0,
      leadIntent: 'NA',
      expectedValue: 0,
    },
    {
      name: 'a budget only, fresh',
      facts: { ...empty, propertyInterest: { ...empty.propertyInterest, budgetRange: budget } },
      // ability 30; perception round(70 x 1/16) = 4; 0.3 x 30 + 0.15 x 4 = 9.6
      expected: { ability: 30, perception: 4, aiScore: 10 },
      probability: 0.04,
      leadIntent: 'Low',
      expectedValue: 400_000,
    },
    {
      name: 'engaged but quiet for a month, possession far away',
      facts: {
        ...full,
        leadStatus: 'Qualified',
        background: { ...full.background, possessionDate: { month: 1, year: 2029 } },
        engagement: {
          callsConnected: 1,
          siteVisitsDone: 0,
          siteVisitsScheduled: 0,
          lastActivityAt: new Date(NOW.getTime() - 30 * DAY),
        },
      },
      // intent 15+15+10 = 40; readiness 25; perception 70; ability 100
      expected: { intent: 40, readiness: 25, perception: 70, ability: 100, aiScore: 59 },
      probability: 0.41,
      leadIntent: 'Medium',
      expectedValue: 4_100_000,
    },
    {
      name: 'income too low for the budget, outside the inventory',
      facts: {
        ...full,
        background: { ...full.background, annualIncome: 1_000_000 },
        inventoryPrices: { min: 20_000_000, max: 30_000_000 },
      },
      expected: { ability: 50 },
      probability: 0.84,
      leadIntent: 'High',
      expectedValue: 8_400_000,
    },
  ])('$name', ({ facts, expected, probability, leadIntent, expectedValue }) => {
    const score = scorer.score(facts)
    expect(ZLeadScore.parse(score)).toEqual(score)
    expect(score).toMatchObject(expected)
    expect(score.scorer).toBe('transparent-rules-v1')
    expect(score.conversionPropensity).toEqual({ probability, leadIntent })
    expect(score.expectedValue).toBe(expectedValue)
    expect(score.computedAt).toBe(NOW.toISOString())
  })

  it('lists the factors that gave points, each in its dimension', () => {
    const score = scorer.score({ ...full, leadStatus: 'Dropped' })
    const byFactor = Object.fromEntries(score.factors.map((f) => [f.factor, f]))
    expect(byFactor['calls-connected']).toEqual({
      factor: 'calls-connected',
      dimension: 'intent',
      points: 25,
    })
    expect(byFactor.dropped).toEqual({ factor: 'dropped', dimension: 'readiness', points: 0 })
    expect(byFactor['stage-advanced']).toBeUndefined()
    expect(scorer.score(empty).factors).toEqual([])
  })
})
