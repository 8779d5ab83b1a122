import { milestoneAmounts, type TPaymentPlan } from '../../../../contract/payment-plans.ts'

/**
 * The builder's payment plan once the project's plans list is read (again). Spec 002: "the
 * chosen payment plan clears when the plans list updates", read as: a plan the updated list no
 * longer holds (deleted, or the list is another project's) is cleared; one still in it stays
 * chosen, so a re-read of the same list (on focus, after a plan was renamed) does not undo the
 * user's choice. While the list is not read yet nothing can be judged: the choice waits.
 */
export function planAfterListUpdate(
  plans: readonly Pick<TPaymentPlan, '_id'>[] | undefined,
  chosenId: string | null,
): string | null {
  if (chosenId === null || plans === undefined) return chosenId
  return plans.some((plan) => plan._id === chosenId) ? chosenId : null
}

/** The plan's milestones with their amounts in paise: shares of the total, to the paisa. */
export function planSchedule(plan: Pick<TPaymentPlan, 'milestones'>, totalPaise: number) {
  const amounts = milestoneAmounts(totalPaise, plan.milestones)
  return plan.milestones.map((milestone, index) => ({ ...milestone, amount: amounts[index] ?? 0 }))
}
