import type { z } from 'zod'
import type { TBookingDetails, ZBookingForm } from '../../../../contract/bookings.ts'
import type { TCostSheetLog } from '../../../../contract/cost-sheet.ts'

/** The form's values as react-hook-form holds them (the contract's input). */
export type TBookingValues = z.input<typeof ZBookingForm>

/** What the form needs of the lead it books for. */
export interface TBookingLead {
  _id: string
  projectId: string
  fullName: string
  whatsAppNumber: string
  email: string | null
}

/** A new booking's form: the buyer is the lead; everything a sale needs is chosen. */
export function emptyBooking(lead: TBookingLead, id: string): TBookingValues {
  return {
    _id: id,
    leadId: lead._id,
    isDraft: true,
    fullName: lead.fullName,
    // The lead's contact details arrive masked unless unmasked: only real ones prefill.
    whatsappNumber: /^\d{10}$/.test(lead.whatsAppNumber) ? lead.whatsAppNumber : '',
    alternateNumber: '',
    email: lead.email && !lead.email.includes('XX') ? lead.email : '',
    remarks: '',
    agreementValue: null,
    tokenAmount: null,
    coOwnerDetails: [],
    buildingName: null,
    unit: null,
    modeOfPayment: null,
    costSheetLogId: null,
    paymentPlanId: null,
  }
}

/** A saved booking's form, as it was saved. */
export function valuesOf(b: TBookingDetails): TBookingValues {
  return {
    _id: b._id,
    leadId: b.leadId,
    isDraft: b.isDraft,
    fullName: b.fullName,
    whatsappNumber: b.whatsappNumber,
    alternateNumber: b.alternateNumber,
    email: b.email,
    remarks: b.remarks,
    agreementValue: b.costSheetLogId ? b.agreementValue : null,
    tokenAmount: b.tokenAmount || null,
    coOwnerDetails: b.coOwnerDetails,
    buildingName: { value: b.buildingId, label: b.unit.buildingName },
    unit: { value: b.unit._id, label: b.unit.name },
    modeOfPayment: b.modeOfPaymentValue
      ? { value: b.modeOfPaymentValue, label: b.modeOfPayment }
      : null,
    costSheetLogId: b.costSheetLogId,
    paymentPlanId: b.paymentPlanId,
  }
}

/** The fields that follow from another: choosing anew clears what was chosen after it. */
type TCleared = Pick<TBookingValues, 'buildingName' | 'unit' | 'costSheetLogId' | 'agreementValue'>

/** Spec 002: removing the payment plan clears building, unit, cost sheet and agreement value. */
export function afterPlanChange(
  plan: string | null,
  values: TCleared,
): TCleared & { paymentPlanId: string | null } {
  if (plan) return { ...values, paymentPlanId: plan }
  return {
    paymentPlanId: null,
    buildingName: null,
    unit: null,
    costSheetLogId: null,
    agreementValue: null,
  }
}

/** Another building: its unit and cost sheet are chosen again. */
export function afterBuildingChange(building: TBookingValues['buildingName']): TCleared {
  return { buildingName: building, unit: null, costSheetLogId: null, agreementValue: null }
}

/** Another unit: its cost sheet is chosen again. */
export function afterUnitChange(
  unit: TBookingValues['unit'],
  values: Pick<TBookingValues, 'buildingName'>,
): TCleared {
  return { buildingName: values.buildingName, unit, costSheetLogId: null, agreementValue: null }
}

/** A cost sheet shown to the lead: its total (paise) is the agreement value in rupees. */
export function agreementValueOf(log: Pick<TCostSheetLog, 'amounts'> | undefined): number | null {
  return log ? log.amounts.total / 100 : null
}

/**
 * The buildings and units the lead was shown cost sheets for: a booking books what the buyer
 * was shown (decision 0049), so these are the form's choices.
 */
export function choicesOf(logs: readonly TCostSheetLog[], buildingId: string | undefined) {
  const buildings = new Map<string, string>()
  const units = new Map<string, string>()
  for (const log of logs) {
    buildings.set(log.row.buildingId, log.unit.buildingName)
    if (log.row.buildingId === buildingId) units.set(log.unit._id, log.unit.name)
  }
  const options = (m: Map<string, string>) =>
    [...m]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label))
  return { buildings: options(buildings), units: options(units) }
}

/** The cost sheets shown for the unit, newest first. */
export const logsOfUnit = (logs: readonly TCostSheetLog[], unitId: string | undefined) =>
  logs.filter((l) => l.unit._id === unitId)
