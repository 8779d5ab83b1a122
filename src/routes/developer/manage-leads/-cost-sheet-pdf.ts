import type { QueryClient } from '@tanstack/react-query'
import { toPaise } from '../../../../contract/validators.ts'
import type { TCostSheetLog } from '../../../../contract/cost-sheet.ts'
import { projectLogoBytes } from '../../../features/cost-sheet/api/project-logo.ts'
import { breakdownLines } from '../../../features/cost-sheet/model/breakdown.ts'
import { makeCostSheetPdf } from '../../../features/cost-sheet/pdf/make-pdf.ts'
import { projectQueryOptions } from '../../../features/projects/api/project-api.ts'

/**
 * A cost sheet shown to a lead, as its PDF, for the chat's picker (decision 0054): the cost
 * sheet feature's worker and breakdown, the project's details and kept logo, composed here
 * because the chat feature may not import the cost sheet feature. The log holds the amounts
 * as shown (decision 0050), so the PDF says what the buyer saw, offline too.
 */
export async function costSheetLogPdf(
  queryClient: QueryClient,
  slug: string,
  log: TCostSheetLog,
): Promise<Uint8Array> {
  const project = await queryClient.fetchQuery({
    ...projectQueryOptions(slug, log.projectId),
    staleTime: 5 * 60_000,
  })
  return makeCostSheetPdf({
    projectName: project.projectName,
    reraNo: project.reraNo,
    logo: await projectLogoBytes(log.projectId, project.logoUrl),
    tower: log.unit.buildingName,
    floor: log.unit.floorNumber,
    flat: log.unit.name,
    unitType: log.unit.unitType,
    carpetAreaSqFt: log.unit.carpetAreaSqFt,
    planType: log.row.type,
    lines: breakdownLines(
      // The row's charges are in rupees; the breakdown's lines in paise.
      { viewCharges: toPaise(log.row.viewCharges), carParking: toPaise(log.row.carParking) },
      log.amounts,
      log.additionalConsiderations.map((a) => a.label),
    ),
    totalPaise: log.amounts.total,
    madeAt: log.createdAt,
    pricesAsOf: null,
  })
}
