/**
 * Query keys of the lead screens, rooted at ['leads', slug] so a write can invalidate exactly
 * what it changed (or everything about leads of an organisation).
 */
export const leadKeys = {
  all: (slug: string) => ['leads', slug] as const,
  lists: (slug: string) => ['leads', slug, 'list'] as const,
  list: (slug: string, projectId: string, query: unknown) =>
    ['leads', slug, 'list', projectId, query] as const,
  counts: (slug: string) => ['leads', slug, 'status-counts'] as const,
  count: (slug: string, projectId: string, query: unknown) =>
    ['leads', slug, 'status-counts', projectId, query] as const,
  lead: (slug: string, leadId: string) => ['leads', slug, 'lead', leadId] as const,
  journey: (slug: string, leadId: string) => ['leads', slug, 'lead', leadId, 'journey'] as const,
  audits: (slug: string, leadId: string) => ['leads', slug, 'lead', leadId, 'audits'] as const,
  score: (slug: string, leadId: string) => ['leads', slug, 'lead', leadId, 'score'] as const,
  /** The device's table: invalidated when a sync stores new rows. */
  device: (ownerId: string) => ['leads-device', ownerId] as const,
  labels: (slug: string, entityName: string, parent?: string) =>
    ['lead-labels', slug, entityName, parent ?? null] as const,
  executives: (slug: string, projectId?: string) =>
    ['lead-executives', slug, projectId ?? null] as const,
  orgData: (slug: string) => ['org-data', slug] as const,
}

/** "all" in a route means across projects. */
export const ALL_PROJECTS = 'all'
