import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { TBuilding, TUnit } from '../../../../contract/buildings.ts'
import type { TCostSheetRow } from '../../../../contract/cost-sheet.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { oldestCachedAt } from '../../../lib/freshness.ts'
import { projectLogoBytes } from '../api/project-logo.ts'
import type { TBreakdownLine } from '../model/breakdown.ts'
import { downloadPdf, makeCostSheetPdf } from '../pdf/make-pdf.ts'

/** What the PDF's header shows of the project (its details, as stored for offline use). */
export interface TPdfProject {
  projectName: string
  reraNo: string | null
  logoUrl: string | null
}

/** Marks each PDF made, for the bench and the browser test to time (budget: 1.5 s). */
export const PDF_MEASURE = 'siteoffice:cost-sheet-pdf'

const fileSafe = (text: string) => text.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '')

export function PdfButton(props: {
  project: TPdfProject | undefined
  projectId: string
  tower: TBuilding
  flat: TUnit
  row: TCostSheetRow
  lines: TBreakdownLine[]
  total: number
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const { project, tower, flat } = props

  const make = async () => {
    if (!project) return
    setBusy(true)
    const started = performance.now()
    try {
      const asOf = oldestCachedAt()
      const bytes = await makeCostSheetPdf({
        projectName: project.projectName,
        reraNo: project.reraNo,
        logo: await projectLogoBytes(props.projectId, project.logoUrl),
        tower: tower.name,
        floor: flat.floorNumber,
        flat: flat.name,
        unitType: flat.unitType,
        carpetAreaSqFt: flat.carpetArea,
        planType: props.row.type,
        lines: props.lines,
        totalPaise: props.total,
        madeAt: new Date().toISOString(),
        pricesAsOf: asOf === null ? null : new Date(asOf).toISOString(),
      })
      performance.measure(PDF_MEASURE, { start: started, end: performance.now() })
      downloadPdf(bytes, `cost-sheet-${fileSafe(tower.name)}-${fileSafe(flat.name)}.pdf`)
    } catch (error) {
      toaster.error({
        title: t`The PDF could not be made`,
        description: error instanceof Error ? error.message : undefined,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button colorPalette="brand" loading={busy} disabled={!project} onClick={() => void make()}>
      <Trans>Download PDF</Trans>
    </Button>
  )
}
