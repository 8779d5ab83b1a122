import { LEAD_STATUSES, type TLeadStatus } from '../../../../contract/domain.ts'
import {
  DROPPED_STATUS,
  ZLeadStageChange,
  type TLeadStageChange,
} from '../../../../contract/lead-stage.ts'
import { fieldErrors, type TFieldErrors } from './action-messages.ts'

export interface TStageValues {
  leadStatus: TLeadStatus | ''
  dropReason: string
}
export type TStageErrors = TFieldErrors<keyof TStageValues>

export function isDropping(status: string): boolean {
  return status === DROPPED_STATUS
}

/** Every stage but the current one: where a lead may be moved. */
export function targetStatuses(current: string): TLeadStatus[] {
  return LEAD_STATUSES.filter((status) => status !== current)
}

export function validateStage(
  values: TStageValues,
  madeAt: string,
): { ok: true; body: TLeadStageChange } | { ok: false; errors: TStageErrors } {
  const body: TLeadStageChange = {
    madeAt,
    leadStatus: values.leadStatus as TLeadStatus,
    ...(isDropping(values.leadStatus) ? { dropReason: values.dropReason.trim() } : {}),
  }
  const parsed = ZLeadStageChange.safeParse(body)
  if (parsed.success) return { ok: true, body }
  return {
    ok: false,
    errors: fieldErrors(parsed.error.issues, ([first]) =>
      first === 'leadStatus' || first === 'dropReason' ? first : undefined,
    ),
  }
}
