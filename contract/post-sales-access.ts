import type { TScope } from './scopes.ts'

/*
 * Who may do what in post-sales (decision 0055), apart from the schemas so the navigation,
 * which every screen loads, does not carry them.
 */

/**
 * Who looks after customers once they have booked: the payments scope (post-sales) or the
 * scope that changes confirmed bookings (managers). Per project.
 */
export const CUSTOMER_READ_SCOPES = [
  'DXP_MODIFY_PAYMENTS',
  'DXP_MODIFY_EDIT_BOOKING',
] as const satisfies readonly TScope[]
/** Recording payments and issuing letters: "payment actions need the payments scope". */
export const PAYMENT_SCOPES = ['DXP_MODIFY_PAYMENTS'] as const satisfies readonly TScope[]
/** Reading a customer's contact details in full, as a lead's. */
export const CUSTOMER_UNMASK_SCOPE = 'DXP_MODIFY_UNMASK_LEAD' satisfies TScope
