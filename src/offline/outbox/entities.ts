/**
 * One queue per lead: its create, edits and field actions (calls, follow-ups, visits, stage
 * changes) reach the server in the order they were saved, whichever feature saved them.
 */
export function leadEntity(leadId: string): string {
  return `lead:${leadId}`
}
