/**
 * Query keys of the lead's field actions, rooted at ['lead-actions', slug, leadId] so a confirmed
 * action refreshes everything about its lead at once.
 */
export const actionKeys = {
  lead: (slug: string, leadId: string) => ['lead-actions', slug, leadId] as const,
  dispositions: (slug: string, leadId: string) =>
    ['lead-actions', slug, leadId, 'dispositions'] as const,
  /** The user's calls of this lead that wait for a disposition. */
  pendingCalls: (slug: string, leadId: string) =>
    ['lead-actions', slug, leadId, 'pending-calls'] as const,
  tasks: (slug: string, leadId: string) => ['lead-actions', slug, leadId, 'tasks'] as const,
  visits: (slug: string, leadId: string) => ['lead-actions', slug, leadId, 'visits'] as const,
  answers: (slug: string, leadId: string) => ['lead-actions', slug, leadId, 'answers'] as const,
  questions: (slug: string, projectId: string, leadStatus: string) =>
    ['lead-questions', slug, projectId, leadStatus] as const,
  dropReasons: (slug: string) => ['lead-drop-reasons', slug] as const,
  cancellationReasons: (slug: string) => ['visit-cancellation-reasons', slug] as const,
  otpConfig: (slug: string) => ['visit-otp-config', slug] as const,
}

/** Reference lists and questions change rarely; the service worker keeps them for offline use. */
export const REFERENCE_STALE_MS = 10 * 60_000
