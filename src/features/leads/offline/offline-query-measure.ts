/**
 * The User Timing entry each offline lead query leaves (see queryLocalLeads), read by
 * `npm run bench:leads`; a module of its own so the bench can import it without Dexie.
 */
export const OFFLINE_QUERY_MEASURE = 'siteoffice:offline-lead-query'
