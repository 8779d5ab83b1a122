import type { TScope } from './scopes.ts'

/*
 * Apart from contract/tickets.ts, so the navigation can name them without building that
 * module's schemas in the first load.
 */

/** Spec 002 section 6: comments need handling; the assignee needs assignment; the rest either. */
export const TICKET_HANDLING_SCOPE = 'DXP_MODIFY_QUERY_HANDLING' satisfies TScope
export const TICKET_ASSIGNMENT_SCOPE = 'DXP_MODIFY_QUERY_ASSIGNMENT' satisfies TScope
export const TICKET_SCOPES = [TICKET_HANDLING_SCOPE, TICKET_ASSIGNMENT_SCOPE] as const
