import type { TLead } from '../../../../contract/leads.ts'
import type { LeadListRecord, LeadRecord } from '../../../lib/db.ts'

/** A lead, marked when a change to it waits in the outbox. */
export type TLeadWithSync = TLead & { pendingSync?: boolean }

/** Shortest prefix a search may use; shorter words would match half the table. */
export const MIN_SEARCH_TERM = 2

/**
 * Lower-cased words, split on anything that is not a letter, mark or digit. `toLowerCase` is
 * English's (and Hindi's, which has no case) lower-casing, without the locale lookup that made
 * `toLocaleLowerCase('en-IN')` the sync's costliest step after storing (issue 14).
 */
export function wordsOf(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{Nd}]+/u)
    .filter((w) => w.length >= MIN_SEARCH_TERM)
}

/** The visible digits of a masked number ("XXXXXX3210" -> "3210"): all a search can match. */
function visibleDigits(phone: string | null): string[] {
  const digits = phone?.replace(/\D/g, '') ?? ''
  return digits.length >= MIN_SEARCH_TERM ? [digits] : []
}

/** What the offline search index holds for a lead; searchLeads splits the query alike. */
export function searchTermsOf(lead: TLead): string[] {
  const { profile } = lead
  return [
    ...new Set([
      ...wordsOf(profile.fullName),
      ...wordsOf(profile.currentLocation),
      ...wordsOf(profile.email?.split('@')[1]),
      ...lead.labels.flatMap(wordsOf),
      ...visibleDigits(profile.whatsAppNumber),
      ...visibleDigits(profile.alternateNumber),
    ]),
  ]
}

/** The few fields of a lead the offline list shows, filters and searches on. */
export function toLeadListRecord(lead: TLead): LeadListRecord {
  const { profile } = lead
  return {
    _id: lead._id,
    leadStatus: lead.leadStatus,
    labels: lead.labels,
    projectId: lead.projectId,
    projectName: lead.projectName,
    createdAt: lead.createdAt,
    updatedAt: lead.updatedAt,
    profile: {
      fullName: profile.fullName,
      whatsAppNumber: profile.whatsAppNumber,
      sourceOfLead: profile.sourceOfLead,
    },
    background: { assignedTo: lead.background.assignedTo },
    searchTerms: searchTermsOf(lead),
    sortName: profile.fullName.toLowerCase(),
    updatedAtMs: Date.parse(lead.updatedAt),
    createdAtMs: Date.parse(lead.createdAt),
  }
}

/** A lead as this device's own copy stores it for one user. */
export function toLeadRecord(lead: TLead, ownerId: string, pendingSync = false): LeadRecord {
  return {
    ...lead,
    ownerId,
    searchTerms: searchTermsOf(lead),
    updatedAtMs: Date.parse(lead.updatedAt),
    createdAtMs: Date.parse(lead.createdAt),
    ...(pendingSync ? { pendingSync } : {}),
  }
}

/** The lead of a device record, without what only the device keeps. */
export function fromLeadRecord(record: LeadRecord): TLead {
  const {
    ownerId: _ownerId,
    searchTerms: _searchTerms,
    updatedAtMs: _updatedAtMs,
    createdAtMs: _createdAtMs,
    pendingSync: _pendingSync,
    ...lead
  } = record
  return lead
}
