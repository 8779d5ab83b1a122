/**
 * A payment plan milestone's standing (spec 002 "Payment status"), judged from what was paid
 * against it and the day: the server answers it with the server's clock, and the payment form
 * shows what a payment would make of it. Days are India's calendar days (yyyy-MM-dd).
 */

export const MILESTONE_STATUSES = ['Pending', 'Partially Paid', 'Paid', 'Overdue'] as const
export type TMilestoneStatus = (typeof MILESTONE_STATUSES)[number]

export interface TMilestoneStanding {
  /** The milestone's share of the total, in paise. */
  amountPaise: number
  /** What payments against it add up to, in paise (additional charges are not counted). */
  paidPaise: number
  /** The last day to pay it, once a demand letter or a payment named one. */
  dueDate: string | null
}

/**
 * Paid once nothing is left to pay; otherwise Overdue from the day after its due date (a part
 * payment does not stop it being late); otherwise Partially Paid once something was paid, else
 * Pending. A milestone without a due date is never overdue: nobody has asked for it yet.
 */
export function milestoneStatus(m: TMilestoneStanding, today: string): TMilestoneStatus {
  if (m.paidPaise >= m.amountPaise) return 'Paid'
  if (m.dueDate !== null && m.dueDate < today) return 'Overdue'
  return m.paidPaise > 0 ? 'Partially Paid' : 'Pending'
}

/** The India day `days` after a yyyy-MM-dd day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
