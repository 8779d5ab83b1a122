import { z } from 'zod'
import { COST_SHEET_READ_SCOPES } from './cost-sheet.ts'
import type { TScope } from './scopes.ts'
import { zRequiredText } from './validators.ts'

/**
 * Payment plans (spec 002 "Payment plan", issue 20 item 4): a project's named lists of
 * milestones, each with its share of the total in basis points (hundredths of a percent). The
 * shares add up to exactly 100%, and a milestone's amount is its share of the booking's total in
 * integer paise, the last milestone taking the rounding remainder so the amounts sum exactly.
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const PAYMENT_PLAN_PATHS = {
  /** GET ?projectId=: the project's plans; POST ?projectId=: a new plan. */
  list: (slug: string) => `${base(slug)}/cost-sheets/payment-plans`,
  /** PUT, DELETE ?projectId=: one plan. */
  one: (slug: string, planId: string) => `${base(slug)}/cost-sheets/payment-plans/${planId}`,
  /** GET ?projectId=&paymentPlanId=&total=: the plan's milestones with their amounts. */
  milestones: (slug: string) => `${base(slug)}/cost-sheets/payment-plan-milestone`,
} as const

/** Plans are part of the master cost sheet: who owns it changes them. */
export const PAYMENT_PLAN_MODIFY_SCOPES = [
  'DXP_MODIFY_MASTER_COST_SHEET',
] as const satisfies readonly TScope[]
/** Whoever reads cost sheets (pricing, bookings) reads the plans a booking picks from. */
export const PAYMENT_PLAN_READ_SCOPES = COST_SHEET_READ_SCOPES

/** 100% in basis points. */
export const FULL_SHARE_BP = 10_000
export const MAX_MILESTONES = 30

export const PAYMENT_PLAN_MESSAGES = {
  sharesSum: 'Milestone shares must add up to exactly 100%',
  nameTaken: 'A payment plan of this name already exists in the project',
  inUse: 'This payment plan is used by a booking',
  notFound: 'Payment plan not found',
} as const

export const ZMilestone = z.object({
  name: zRequiredText(100),
  /** Share of the total in basis points: 2500 is 25%. */
  shareBp: z
    .number({ error: 'Please enter a valid number' })
    .int('Use at most 2 decimals')
    .min(1, 'A share must be more than 0%')
    .max(FULL_SHARE_BP, 'A share cannot be more than 100%'),
})
export type TMilestone = z.infer<typeof ZMilestone>

export const ZPaymentPlanInput = z
  .object({
    name: zRequiredText(100),
    milestones: z.array(ZMilestone).min(1, 'Add at least one milestone').max(MAX_MILESTONES),
  })
  .superRefine((plan, ctx) => {
    const sum = plan.milestones.reduce((total, m) => total + m.shareBp, 0)
    if (plan.milestones.length > 0 && sum !== FULL_SHARE_BP)
      ctx.addIssue({
        code: 'custom',
        path: ['milestones'],
        message: PAYMENT_PLAN_MESSAGES.sharesSum,
      })
  })
export type TPaymentPlanInput = z.infer<typeof ZPaymentPlanInput>

export const ZPaymentPlan = z.object({
  _id: z.string(),
  projectId: z.string(),
  name: z.string(),
  milestones: z.array(ZMilestone),
  updatedAt: z.string(),
})
export type TPaymentPlan = z.infer<typeof ZPaymentPlan>

export const ZPaymentPlanList = z.object({ items: z.array(ZPaymentPlan) })
export type TPaymentPlanList = z.infer<typeof ZPaymentPlanList>

export const ZPaymentPlanQuery = z.object({ projectId: z.string().min(1) })

export const ZMilestoneAmountsQuery = z.object({
  projectId: z.string().min(1),
  paymentPlanId: z.string().min(1),
  /** The booking's total in paise (the cost sheet's total). */
  total: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
})

export const ZMilestoneAmounts = z.object({
  plan: ZPaymentPlan,
  total: z.number().int(),
  /** Paise, in the plan's order; they sum to the total exactly. */
  amounts: z.array(z.number().int()),
})
export type TMilestoneAmounts = z.infer<typeof ZMilestoneAmounts>

/**
 * Each milestone's amount in paise: its share rounded down, the last taking what is left, so
 * the amounts add up to the total to the paisa and none is negative.
 */
export function milestoneAmounts(totalPaise: number, milestones: readonly { shareBp: number }[]) {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0)
    throw new RangeError(`total must be whole non-negative paise, got ${totalPaise}`)
  const amounts = milestones.map((m) =>
    Number((BigInt(totalPaise) * BigInt(m.shareBp)) / BigInt(FULL_SHARE_BP)),
  )
  if (amounts.length === 0) return amounts
  const allButLast = amounts.slice(0, -1).reduce((sum, a) => sum + a, 0)
  amounts[amounts.length - 1] = totalPaise - allButLast
  return amounts
}
