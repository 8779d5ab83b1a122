import type { TScoreWeights } from '../../../../../contract/agent-moderation.ts'
import type { TLeadScore } from '../../../../../contract/leads.ts'
import type { TLeadBackground, TLeadPropertyInterest } from '../../../db/schema.ts'

/** What a scorer may know about a lead: its record and its engagement so far. */
export interface LeadFacts {
  leadStatus: string
  profile: {
    fullName: string
    gender: string | null
    age: number | null
    alternateNumber: string | null
    email: string | null
    subSourceOfLead: string | null
    currentLocation: string | null
  }
  propertyInterest: TLeadPropertyInterest
  background: TLeadBackground
  engagement: LeadEngagement
  /** Prices of the project's available units, when it has any. */
  inventoryPrices: { min: number; max: number } | null
  /** The organisation's agent moderation weights; the scorer's own when absent. */
  weights?: TScoreWeights
  now: Date
}

export interface LeadEngagement {
  callsConnected: number
  siteVisitsDone: number
  /** Visits scheduled ahead (Scheduled, Rescheduled, Revisit). */
  siteVisitsScheduled: number
  /** The latest call, note, message, status change, task or visit touching the lead. */
  lastActivityAt: Date | null
}

export const NO_ENGAGEMENT: LeadEngagement = {
  callsConnected: 0,
  siteVisitsDone: 0,
  siteVisitsScheduled: 0,
  lastActivityAt: null,
}

/**
 * Scores a lead. The product's "AI score" fields come from whichever scorer the deployment
 * plugs in; `name` is sent with every score so a formula is never passed off as a model.
 */
export interface LeadScorer {
  readonly name: string
  score(facts: LeadFacts): TLeadScore
}
