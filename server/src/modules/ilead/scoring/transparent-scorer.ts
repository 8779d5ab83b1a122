/**
 * transparent-rules-v1: the lead score as a published formula, not a model.
 *
 * Four dimensions, each the sum of its factors' points, 0 to 100:
 *
 *   ability     budget-stated            30  a budget range is given
 *               budget-fits-inventory    25  the range overlaps the prices of available units
 *               income-supports-budget   25  yearly income >= 20% of the budget's midpoint
 *               funding-known            20  whether the purchase is loaned is known
 *   intent      purpose-stated           15  purpose of purchase given
 *               unit-type-stated         15  at least one preferred unit type
 *               calls-connected          25  10 per connected call, at most 25
 *               site-visit-scheduled     15  a visit is scheduled ahead
 *               site-visit-done          30  a visit was done
 *   readiness   possession-soon          40  wanted possession within 12 months from now
 *               stage-advanced       0..60  New Lead 0, Open 10, Qualified 25, Site Visit 40,
 *                                           Opportunity 55, Booked 60
 *   perception  profile-complete     0..70  70 x the share of the 16 optional profile,
 *                                           interest and background fields filled
 *               recent-activity          30  any activity in the last 14 days
 *
 *   aiScore     = 0.30 ability + 0.30 intent + 0.25 readiness + 0.15 perception (rounded), or
 *                 with the organisation's agent moderation weights when its parameters name
 *                 these dimensions (decision 0035); `weights` says which were used
 *   probability = aiScore / 100 x stage weight (New Lead 0.4, Open 0.5, Qualified 0.7,
 *                 Site Visit 0.85, Opportunity 1, any other 0.5), rounded to 2 decimals;
 *                 Booked is 1 and Dropped 0 whatever the score (Dropped lists the factor
 *                 "dropped" with 0 points to say why)
 *   leadIntent  = High >= 0.6, Medium >= 0.3, Low > 0, NA at 0 (nothing known, or dropped)
 *   expectedValue = the budget's midpoint x probability, in whole rupees (0 without a budget)
 *
 * `factors` lists every factor that gave points (and "dropped"), so the PWA can say why.
 */
import type { TScoreWeights } from '../../../../../contract/agent-moderation.ts'
import type { TLeadScore, TScoreFactor } from '../../../../../contract/leads.ts'
import type { LeadFacts, LeadScorer } from './lead-scorer.ts'

type Dimension = TLeadScore['factors'][number]['dimension']

const DAY_MS = 86_400_000
const RECENT_DAYS = 14
const POSSESSION_MONTHS = 12
const INCOME_SHARE = 0.2

const STAGE_POINTS: Record<string, number> = {
  'New Lead': 0,
  Open: 10,
  Qualified: 25,
  'Site Visit': 40,
  Opportunity: 55,
  Booked: 60,
}
const STAGE_WEIGHT: Record<string, number> = {
  'New Lead': 0.4,
  Open: 0.5,
  Qualified: 0.7,
  'Site Visit': 0.85,
  Opportunity: 1,
}
const DEFAULT_STAGE_WEIGHT = 0.5
/** The formula's own weights, in percent: used until agent moderation parameters say otherwise. */
export const DEFAULT_SCORE_WEIGHTS: TScoreWeights = {
  source: 'default',
  ability: 30,
  intent: 30,
  readiness: 25,
  perception: 15,
}
const DIMENSIONS: readonly Dimension[] = ['ability', 'intent', 'readiness', 'perception']

function filledShare(facts: LeadFacts): number {
  const { profile: p, propertyInterest: i, background: b } = facts
  const fields = [
    p.gender,
    p.age,
    p.alternateNumber,
    p.email,
    p.subSourceOfLead,
    p.currentLocation,
    i.budgetRange,
    i.purposeOfProperty,
    i.preferredUnitType.length ? i.preferredUnitType : null,
    i.preferredFloor.length ? i.preferredFloor : null,
    i.propertyStatus,
    i.carpetAreaSqFtRange,
    b.occupation,
    b.annualIncome,
    b.fundingIsLoaned,
    b.possessionDate,
  ]
  return fields.filter((v) => v !== null && v !== undefined && v !== '').length / fields.length
}

function possessionSoon(facts: LeadFacts): boolean {
  const date = facts.background.possessionDate
  if (!date) return false
  const now = facts.now
  const months = (date.year - now.getUTCFullYear()) * 12 + (date.month - 1 - now.getUTCMonth())
  return months <= POSSESSION_MONTHS
}

export class TransparentLeadScorer implements LeadScorer {
  readonly name = 'transparent-rules-v1'

  score(facts: LeadFacts): TLeadScore {
    const factors: TLeadScore['factors'] = []
    const give = (factor: TScoreFactor, dimension: Dimension, points: number) => {
      if (points > 0 || factor === 'dropped') factors.push({ factor, dimension, points })
    }
    const { propertyInterest: interest, background, engagement } = facts
    const budget = interest.budgetRange
    const midpoint = budget ? (budget.min + budget.max) / 2 : 0

    give('budget-stated', 'ability', budget ? 30 : 0)
    const prices = facts.inventoryPrices
    const fits = budget && prices && budget.max >= prices.min && budget.min <= prices.max
    give('budget-fits-inventory', 'ability', fits ? 25 : 0)
    const income = background.annualIncome
    give(
      'income-supports-budget',
      'ability',
      budget && income !== null && income >= INCOME_SHARE * midpoint ? 25 : 0,
    )
    give('funding-known', 'ability', background.fundingIsLoaned !== null ? 20 : 0)

    give('purpose-stated', 'intent', interest.purposeOfProperty ? 15 : 0)
    give('unit-type-stated', 'intent', interest.preferredUnitType.length > 0 ? 15 : 0)
    give('calls-connected', 'intent', Math.min(25, engagement.callsConnected * 10))
    give('site-visit-scheduled', 'intent', engagement.siteVisitsScheduled > 0 ? 15 : 0)
    give('site-visit-done', 'intent', engagement.siteVisitsDone > 0 ? 30 : 0)

    give('possession-soon', 'readiness', possessionSoon(facts) ? 40 : 0)
    give('stage-advanced', 'readiness', STAGE_POINTS[facts.leadStatus] ?? 0)

    give('profile-complete', 'perception', Math.round(70 * filledShare(facts)))
    const last = engagement.lastActivityAt
    const recent = last !== null && facts.now.getTime() - last.getTime() <= RECENT_DAYS * DAY_MS
    give('recent-activity', 'perception', recent ? 30 : 0)

    const dropped = facts.leadStatus === 'Dropped'
    if (dropped) give('dropped', 'readiness', 0)

    const sum = (d: Dimension) =>
      Math.min(
        100,
        factors.filter((f) => f.dimension === d).reduce((total, f) => total + f.points, 0),
      )
    const dims = {
      ability: sum('ability'),
      intent: sum('intent'),
      readiness: sum('readiness'),
      perception: sum('perception'),
    }
    const weights = facts.weights ?? DEFAULT_SCORE_WEIGHTS
    const aiScore = Math.min(
      100,
      Math.round(DIMENSIONS.reduce((t, d) => t + (weights[d] / 100) * dims[d], 0)),
    )
    const stageWeight = STAGE_WEIGHT[facts.leadStatus] ?? DEFAULT_STAGE_WEIGHT
    const probability = dropped
      ? 0
      : facts.leadStatus === 'Booked'
        ? 1
        : Math.min(1, Math.round((aiScore / 100) * stageWeight * 100) / 100)
    const leadIntent =
      probability >= 0.6 ? 'High' : probability >= 0.3 ? 'Medium' : probability > 0 ? 'Low' : 'NA'
    return {
      scorer: this.name,
      aiScore,
      expectedValue: Math.round(midpoint * probability),
      ...dims,
      conversionPropensity: { probability, leadIntent },
      factors,
      computedAt: facts.now.toISOString(),
      weights,
    }
  }
}
