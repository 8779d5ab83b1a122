import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TReportFileQuery, TReportJob } from '../../../../contract/reports.ts'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { reportKeys, reportQueries, requestReportFile } from '../api/reports-api.ts'
import { DownloadFailed, JobActions, type TSaveFile } from './job-actions.tsx'

export interface ReportFilePanelProps {
  slug: string
  file: TReportFileQuery
  save: TSaveFile
}

/**
 * The full lead report as an Excel file made by a server job: "Prepare file" starts it (or
 * joins the one running), its progress is followed until it completes, then "Download" saves it;
 * a failed or expired one offers to prepare it again.
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
      {current ? (
        // A new job, a new start: no failure of the last one's download carried over.
        <JobProgress
          key={current}
          slug={slug}
          id={current}
          save={save}
          onPrepared={(again) => setJob({ id: again._id, fileKey })}
        />
      ) : null}
    </Stack>
  )
}

/** One job's progress bar, asked again every 1.5 s until it ends, and what can be done then. */
function JobProgress({
  slug,
  id,
  save,
  onPrepared,
}: {
  slug: string
  id: string
  save: TSaveFile
  onPrepared: (job: TReportJob) => void
}) {
  const { t, i18n } = useLingui()
  const job = useQuery(reportQueries.job(slug, id))
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const data = job.data
  if (!data) {
    return job.isError ? (
      <Text color="fg.error" role="alert">
        {userMessage(job.error, i18n)}
      </Text>
    ) : null
  }
  const written = formatIndianNumber(data.rowsWritten, locale)
  const total = data.totalRows === null ? null : formatIndianNumber(data.totalRows, locale)
  const actions = <JobActions slug={slug} job={data} save={save} onPrepared={onPrepared} />
  return (
    <Stack gap="2" maxW="32rem">
      <Progress.Root
        value={data.progress}
        max={100}
        size="sm"
        colorPalette={
          data.status === 'failed' ? 'red' : data.status === 'expired' ? 'gray' : 'brand'
        }
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
        ) : data.status === 'expired' ? (
          <Trans>This file is no longer kept: prepare it again to download it.</Trans>
        ) : null}
      </Text>
      {data.status === 'failed' ? (
        <DownloadFailed message={data.message ?? i18n._(MESSAGES.somethingWentWrong)}>
          {actions}
        </DownloadFailed>
      ) : (
        actions
      )}
    </Stack>
  )
}
