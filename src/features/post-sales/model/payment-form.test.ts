import { describe, expect, it } from 'vitest'
import { POST_SALES_MESSAGES, type TCustomerMilestone } from '../../../../contract/post-sales.ts'
import { VALIDATION_MESSAGES } from '../../../../contract/validators.ts'
import { paymentCheck, rupeeTextToPaise, statusAfter, type TPaymentValues } from './payment-form.ts'

const milestone: TCustomerMilestone = {
  _id: 'b1:1',
  seq: 1,
  name: 'On booking',
  shareBp: 1000,
  amountPaise: 10_00_000_00,
  paidPaise: 4_00_000_00,
  dueDate: '2026-11-30',
  status: 'Partially Paid',
  demandLetterId: null,
}
const context = {
  bookingRef: 'b1',
  paymentRef: '0b6f6a56-1f0e-4bf1-9d44-3f3a9e0c2a11',
  milestones: [milestone],
  today: '2026-11-21',
}
const values = (o: Partial<TPaymentValues> = {}): TPaymentValues => ({
  milestoneId: 'b1:1',
  modeId: 'neft',
  referenceNumber: 'UTR42',
  amount: '3,00,000.50',
  gst: '14,285.74',
  additionalCharges: '',
  dueDate: '2026-11-30',
  paidOn: '2026-11-21',
  ...o,
})

describe('rupeeTextToPaise', () => {
  it('reads grouped rupees into whole paise, exactly', () => {
    expect(rupeeTextToPaise('1,23,45,678.9')).toBe(1_23_45_678_90)
    expect(rupeeTextToPaise('0.07')).toBe(7)
    expect(rupeeTextToPaise('99,99,99,99,999.99')).toBe(99_99_99_99_999_99)
    expect(rupeeTextToPaise(' ')).toBeNull()
    expect(rupeeTextToPaise('1.234')).toEqual({ problem: VALIDATION_MESSAGES.tooManyDecimals })
    expect(rupeeTextToPaise('12a')).toEqual({ problem: VALIDATION_MESSAGES.invalidNumber })
  })
})

describe('paymentCheck', () => {
  it('answers the body in paise, the base amount being the amount paid less GST', () => {
    const result = paymentCheck(context, values())
    expect(result).toEqual({
      ok: true,
      body: {
        _id: context.paymentRef,
        bookingId: 'b1',
        milestoneId: 'b1:1',
        modeId: 'neft',
        referenceNumber: 'UTR42',
        amountPaise: 3_00_000_50,
        gstPaise: 14_285_74,
        basePaise: 3_00_000_50 - 14_285_74,
        additionalChargesPaise: 0,
        dueDate: '2026-11-30',
        paidOn: '2026-11-21',
      },
    })
  })

  it('refuses, on their fields, what the server would refuse', () => {
    const problems = (o: Partial<TPaymentValues>) => {
      const result = paymentCheck(context, values(o))
      return result.ok ? {} : result.errors
    }
    expect(problems({ amount: '6,00,000.01' })).toEqual({
      amount: POST_SALES_MESSAGES.overBalance,
    })
    expect(problems({ amount: '' }).amount).toBe(VALIDATION_MESSAGES.required)
    expect(problems({ gst: '3,00,000.51' })).toEqual({ gst: POST_SALES_MESSAGES.baseAndGst })
    expect(problems({ paidOn: '2026-11-22' })).toEqual({
      paidOn: POST_SALES_MESSAGES.paidInFuture,
    })
    expect(problems({ modeId: '' }).modeId).toBe(VALIDATION_MESSAGES.required)
    expect(problems({ dueDate: '' }).dueDate).toBe(VALIDATION_MESSAGES.invalidDate)
    expect(problems({ amount: '0' }).amount).toBe(POST_SALES_MESSAGES.amountRequired)
  })
})

describe('statusAfter', () => {
  it('shows the status the payment leaves the milestone in', () => {
    expect(statusAfter(milestone, 1_00_000_00, '2026-11-30', context.today)).toBe('Partially Paid')
    expect(statusAfter(milestone, 6_00_000_00, '2026-11-30', context.today)).toBe('Paid')
    expect(statusAfter(milestone, 1_00, '2026-11-20', context.today)).toBe('Overdue')
  })
})
