import { LEAD_PATHS, ZDuplicateList, type TDuplicateLead } from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'

/**
 * Leads of the organisation with this mobile number (decision 0012: a warning, never a refusal).
 * Silent: a failed check just shows no warning.
 */
export async function checkDuplicates(
  slug: string,
  whatsAppNumber: string,
  signal?: AbortSignal,
): Promise<TDuplicateLead[]> {
  const list = await http.get(LEAD_PATHS.duplicates(slug), {
    query: { whatsAppNumber },
    schema: ZDuplicateList,
    signal,
    silent: true,
  })
  return list.items
}
