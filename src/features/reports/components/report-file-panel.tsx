import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TReportFileQuery } from '../../../../contract/reports.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { userMessage, type DownloadedFile } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { MESSAGES } from '../../../lib/messages.ts'
import {
  downloadJobFile,
  reportKeys,
  reportQueries,
  requestReportFile,
} from '../api/reports-api.ts'

/** Hands a file to the browser as a download (the dashboards' saveFile, composed by the route). */
type TSaveFile = (file: DownloadedFile, fallbackName: string) => void

export interface ReportFilePanelProps {
  slug: string
  file: TReportFileQuery
  save: TSaveFile
}

/**
 * The full lead report as an Excel file made by a server job: "Prepare file" starts it (or
 * joins the one running), its progress is followed until it completes, then "Download" saves it.
 */
export function ReportFilePanel({ slug, file, save }: ReportFilePanelProps) {
  const { i18n } = useLingui()
  const client = useQueryClient()
  // The job belongs to the filters it was prepared for: new filters, a new file to prepare.
  const fileKey = JSON.stringify(file)
  const [job, setJob] = useState<{ id: string; fileKey: string } | null>(null)
  const prepare = useMutation({
    mutationFn: () => requestReportFile(slug, file),
    onSuccess: (started) => {
      client.setQueryData(reportQueries.job(slug, started._id).queryKey, started)
      setJob({ id: started._id, fileKey })
      void client.invalidateQueries({ queryKey: reportKeys.part(slug, 'history') })
    },
  })
  const current = job?.fileKey === fileKey ? job.id : null
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          variant="outline"
          loading={prepare.isPending}
          onClick={() => prepare.mutate()}
        >
          <Trans>Prepare file</Trans>
        </Button>
      </HStack>
      {prepare.isError ? (
        <Text color="fg.error" role="alert">
          {userMessage(prepare.error, i18n)}
        </Text>
      ) : null}
      {current ? <JobProgress slug={slug} id={current} save={save} /> : null}
    </Stack>
  )
}

/** One job's progress bar, asked again every 1.5 s until it completes or fails. */
function JobProgress({ slug, id, save }: { slug: string; id: string; save: TSaveFile }) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const job = useQuery(reportQueries.job(slug, id))
  const [downloading, setDownloading] = useState(false)
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const data = job.data
  if (!data) {
    return job.isError ? (
      <Text color="fg.error" role="alert">
        {userMessage(job.error, i18n)}
      </Text>
    ) : null
  }
  const download = async () => {
    setDownloading(true)
    try {
      save(await downloadJobFile(slug, id), data.fileName)
      void client.invalidateQueries({ queryKey: reportKeys.part(slug, 'history') })
    } catch (error) {
      toaster.error({
        id: `report-file:${id}`,
        title: i18n._(MESSAGES.downloadFailed),
        description: userMessage(error, i18n),
      })
    } finally {
      setDownloading(false)
    }
  }
  const reason = data.message ?? ''
  const written = formatIndianNumber(data.rowsWritten, locale)
  const total = data.totalRows === null ? null : formatIndianNumber(data.totalRows, locale)
  return (
    <Stack gap="2" maxW="32rem">
      <Progress.Root
        value={data.progress}
        max={100}
        size="sm"
        colorPalette={data.status === 'failed' ? 'red' : 'brand'}
      >
        {/* The track is the progressbar; its own name would only say the percentage. */}
        <Progress.Track aria-label={t`Report file progress`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {data.status === 'processing' ? (
          total === null ? (
            <Trans>Preparing…</Trans>
          ) : (
            <Trans>
              {written} of {total} leads written
            </Trans>
          )
        ) : data.status === 'completed' ? (
          <Trans>The file is ready.</Trans>
        ) : null}
      </Text>
      {data.status === 'failed' ? (
        <Text color="fg.error" role="alert">
          <Trans>The file could not be made: {reason}</Trans>
        </Text>
      ) : null}
      {data.status === 'completed' ? (
        <HStack>
          <Button colorPalette="brand" loading={downloading} onClick={() => void download()}>
            <Trans>Download</Trans>
          </Button>
        </HStack>
      ) : null}
    </Stack>
  )
}
