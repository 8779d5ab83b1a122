import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { TDashboardQuery, TReportType } from '../../../../contract/dashboards.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { userMessage } from '../../../lib/http.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { exportReport, saveFile } from '../api/export-report.ts'

export interface ExportReportButtonProps {
  slug: string
  type: TReportType
  query: TDashboardQuery
  /** The report's name, for the button's accessible name beside others like it. */
  title: string
}

/** Downloads the report's Excel file; a failure says "Download Failed" with the server's words. */
export function ExportReportButton({ slug, type, query, title }: ExportReportButtonProps) {
  const { t, i18n } = useLingui()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      saveFile(await exportReport(slug, type, query), `${type}.xlsx`)
    } catch (error) {
      toaster.error({
        id: `download:${type}`,
        title: i18n._(MESSAGES.downloadFailed),
        description: userMessage(error, i18n),
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      aria-label={t`Download ${title} as Excel`}
      onClick={() => void download()}
    >
      <Trans>Excel</Trans>
    </Button>
  )
}
