/**
 * One queue per lead: its create, edits and field actions (calls, follow-ups, visits, stage
 * changes) reach the server in the order they were saved, whichever feature saved them.
 */
export function leadEntity(leadId: string): string {
  return `lead:${leadId}`
}

/**
 * One queue per customer query (ticket): its comments, their files and its status and priority
 * changes reach the server in the order they were made (decision 0057).
 */
export function ticketEntity(ticketId: string): string {
  return `ticket:${ticketId}`
}
