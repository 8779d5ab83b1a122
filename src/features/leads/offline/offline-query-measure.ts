/**
 * The User Timing entry each offline lead query leaves (see queryLocalLeads), read by
 * `npm run bench:leads`; a module of its own so the bench can import it without Dexie.
 */
export const OFFLINE_QUERY_MEASURE = 'siteoffice:offline-lead-query'

/**
 * The User Timing entry each background fetch of lead details leaves (syncLeadDetails), from
 * its start to its end, with `{ selected, fetched }`: `npm run bench:leads` reads it.
 */
export const LEAD_DETAILS_SYNC_MEASURE = 'siteoffice:lead-details-sync'
