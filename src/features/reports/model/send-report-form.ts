import {
  ZSendReport,
  type TReportFileQuery,
  type TSendReport,
} from '../../../../contract/reports.ts'
import type { TFormCheck, TFormProblems } from '../../../components/ui/form-field-resolver.ts'

/** The inputs: one per address (react-hook-form's field arrays hold objects). */
export interface TSendReportValues {
  emails: { address: string }[]
}

export const EMPTY_SEND_REPORT: TSendReportValues = { emails: [{ address: '' }] }

/**
 * Reads the addresses (blank inputs left out) into the contract's body for the screen's file
 * and parses it with ZSendReport; a wrong address lands on its own input, "required" on the first.
 */
export function sendReportCheck(
  file: TReportFileQuery,
): TFormCheck<TSendReportValues, TSendReport> {
  return (values) => {
    const typed = values.emails
      .map((e, index) => ({ address: e.address.trim(), index }))
      .filter((e) => e.address !== '')
    const parsed = ZSendReport.safeParse({ ...file, emails: typed.map((e) => e.address) })
    if (parsed.success) return { ok: true, body: parsed.data }
    const errors: TFormProblems = {}
    for (const issue of parsed.error.issues) {
      if (issue.path[0] !== 'emails') continue
      const at = issue.path[1]
      const field =
        typeof at === 'number' ? `emails.${typed[at]?.index ?? 0}.address` : 'emails.0.address'
      errors[field] ??= issue.message
    }
    // A problem outside the addresses is the screen's filters', which the bar already marks.
    return {
      ok: false,
      errors: Object.keys(errors).length ? errors : { root: parsed.error.issues[0]?.message },
    }
  }
}
