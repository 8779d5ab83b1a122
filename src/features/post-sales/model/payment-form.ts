import { milestoneStatus, type TMilestoneStatus } from '../../../../contract/milestone-status.ts'
import {
  PAYMENT_FILE_MAX_BYTES,
  PAYMENT_FILE_TYPES,
  POST_SALES_MESSAGES,
  ZPaymentInput,
  type TCustomerMilestone,
  type TPaymentInput,
} from '../../../../contract/post-sales.ts'
import {
  AMOUNT_MAX_INTEGER_DIGITS,
  DECIMAL_PATTERN,
  SNIFF_BYTES,
  VALIDATION_MESSAGES,
  checkUpload,
} from '../../../../contract/validators.ts'
import type { TFormCheck, TFormProblems } from '../../../components/ui/form-field-resolver.ts'

/** The payment form as typed: amounts as the currency inputs show them ("1,23,456.78"). */
export interface TPaymentValues {
  milestoneId: string
  modeId: string
  referenceNumber: string
  amount: string
  gst: string
  additionalCharges: string
  dueDate: string
  paidOn: string
}

export type TPaymentBody = Omit<TPaymentInput, 'fileKey'>

/**
 * Rupees as typed into a currency input, in whole paise without a float on the way: null for
 * an empty field, or the contract's message for what is not an amount.
 */
export function rupeeTextToPaise(text: string): number | null | { problem: string } {
  const plain = text.replaceAll(',', '').trim()
  if (plain === '') return null
  if (!/^\d+(\.\d+)?$/.test(plain)) return { problem: VALIDATION_MESSAGES.invalidNumber }
  if (!DECIMAL_PATTERN.test(plain)) return { problem: VALIDATION_MESSAGES.tooManyDecimals }
  const [whole = '0', fraction = ''] = plain.split('.')
  if (whole.replace(/^0+/, '').length > AMOUNT_MAX_INTEGER_DIGITS)
    return { problem: VALIDATION_MESSAGES.amountTooLarge }
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** What the milestone has left to pay. */
export const balanceOf = (m: Pick<TCustomerMilestone, 'amountPaise' | 'paidPaise'>) =>
  Math.max(0, m.amountPaise - m.paidPaise)

/**
 * The milestone's status once this payment is counted, by the server's day (the status the
 * server would answer, shown before it is asked).
 */
export function statusAfter(
  milestone: TCustomerMilestone,
  amountPaise: number,
  dueDate: string,
  today: string,
): TMilestoneStatus {
  return milestoneStatus(
    { amountPaise: milestone.amountPaise, paidPaise: milestone.paidPaise + amountPaise, dueDate },
    today,
  )
}

/** The wire's field of each problem, as the form names it. */
const FIELD_OF: Record<string, keyof TPaymentValues> = {
  amountPaise: 'amount',
  gstPaise: 'gst',
  basePaise: 'gst',
  additionalChargesPaise: 'additionalCharges',
}
export const formFieldOf = (wireField: string) => FIELD_OF[wireField] ?? wireField

/**
 * The form's check: amounts read into paise, the base amount worked out (amount paid less
 * GST), the balance and the days judged as the server will, then the contract's own schema.
 */
export function paymentCheck(
  context: {
    bookingRef: string
    paymentRef: string
    milestones: readonly TCustomerMilestone[]
    /** The server's India day, as the customer's page was read. */
    today: string
  },
  values: TPaymentValues,
): ReturnType<TFormCheck<TPaymentValues, TPaymentBody>> {
  const errors: TFormProblems = {}
  const amountOf = (field: 'amount' | 'gst' | 'additionalCharges', required: boolean) => {
    const read = rupeeTextToPaise(values[field])
    if (read === null) {
      if (required) errors[field] = VALIDATION_MESSAGES.required
      return 0
    }
    if (typeof read === 'object') {
      errors[field] = read.problem
      return 0
    }
    return read
  }
  const amountPaise = amountOf('amount', true)
  const gstPaise = amountOf('gst', false)
  const additionalChargesPaise = amountOf('additionalCharges', false)
  const milestone = context.milestones.find((m) => m._id === values.milestoneId)
  if (!milestone) errors.milestoneId = VALIDATION_MESSAGES.required
  else if (!errors.amount && amountPaise > balanceOf(milestone))
    errors.amount = POST_SALES_MESSAGES.overBalance
  if (!errors.gst && !errors.amount && gstPaise > amountPaise)
    errors.gst = POST_SALES_MESSAGES.baseAndGst
  if (values.paidOn && values.paidOn > context.today)
    errors.paidOn = POST_SALES_MESSAGES.paidInFuture
  const body: TPaymentBody = {
    _id: context.paymentRef,
    bookingId: context.bookingRef,
    milestoneId: values.milestoneId,
    modeId: values.modeId,
    referenceNumber: values.referenceNumber,
    amountPaise,
    additionalChargesPaise,
    gstPaise,
    basePaise: Math.max(0, amountPaise - gstPaise),
    dueDate: values.dueDate,
    paidOn: values.paidOn,
  }
  const parsed = ZPaymentInput.safeParse({ ...body, fileKey: null })
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ''))
      errors[field] ??= issue.message
    }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body }
}

export type TPaymentFileCheck = { ok: true; mimeType: string } | { ok: false; message: string }

/** A chosen file judged on the device as the server will judge it: its first bytes and size. */
export async function checkPaymentFile(file: Blob & { name: string }): Promise<TPaymentFileCheck> {
  const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
  const check = checkUpload(
    { bytes, size: file.size, declaredName: file.name },
    PAYMENT_FILE_TYPES,
    PAYMENT_FILE_MAX_BYTES,
  )
  if (check.ok) return { ok: true, mimeType: check.mimeType }
  return {
    ok: false,
    message: check.error === 'unsupported-format' ? POST_SALES_MESSAGES.fileType : check.message,
  }
}
