import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TLeadScore, TScoreFactor } from '../../../../contract/leads.ts'

/** Each factor of the rule-based scorer, worded as the reason it counted. */
export const SCORE_FACTOR_MESSAGES: Record<TScoreFactor, MessageDescriptor> = {
  'budget-stated': msg`Budget is stated`,
  'budget-fits-inventory': msg`Budget fits the available units`,
  'income-supports-budget': msg`Income supports the budget`,
  'funding-known': msg`Funding (loan or own) is known`,
  'purpose-stated': msg`Purpose of purchase is stated`,
  'unit-type-stated': msg`Preferred unit type is stated`,
  'possession-soon': msg`Wants possession soon`,
  'profile-complete': msg`Profile is complete`,
  'recent-activity': msg`Recent activity`,
  'site-visit-done': msg`Site visit done`,
  'site-visit-scheduled': msg`Site visit scheduled`,
  'calls-connected': msg`Calls connected`,
  'stage-advanced': msg`Moved ahead in the funnel`,
  dropped: msg`Lead was dropped`,
}

export const SCORE_DIMENSIONS = ['perception', 'ability', 'intent', 'readiness'] as const
export type TScoreDimension = (typeof SCORE_DIMENSIONS)[number]

export const SCORE_DIMENSION_LABELS: Record<TScoreDimension, MessageDescriptor> = {
  perception: msg`Perception`,
  ability: msg`Ability`,
  intent: msg`Intent`,
  readiness: msg`Readiness`,
}

/** The factors that moved the score most, positive ones first, for the summary. */
export function rankedFactors(score: TLeadScore): TLeadScore['factors'] {
  return [...score.factors]
    .filter((f) => f.points !== 0)
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points) || b.points - a.points)
}

/** 0.42 → 42 (whole percent). */
export function percent(probability: number): number {
  return Math.round(probability * 100)
}
