import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { REPORT_ERROR_CODES, type TReportJob } from '../../../../contract/reports.ts'
import { HttpError, userMessage, type DownloadedFile } from '../../../lib/http.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import {
  downloadJobFile,
  fileOfJob,
  reportKeys,
  reportQueries,
  requestReportFile,
} from '../api/reports-api.ts'

/** Hands a file to the browser as a download (the dashboards' saveFile, composed by the route). */
export type TSaveFile = (file: DownloadedFile, fallbackName: string) => void

export interface JobActionsProps {
  slug: string
  job: TReportJob
  save: TSaveFile
  /** Told of the job that makes the file again. */
  onPrepared?: (job: TReportJob) => void
  /** Where several jobs are listed, what tells this one apart, for the buttons' names. */
  context?: string
}

const isGone = (error: unknown) =>
  error instanceof HttpError && error.code === REPORT_ERROR_CODES.fileGone

/**
 * What can be done with a report job: download its file once completed, prepare it again once
 * failed or expired (the server no longer keeps its file). A download that fails says "Download
 * Failed" with the server's message and offers to try again, or to prepare the file again when
 * it is gone.
 */
export function JobActions({ slug, job, save, onPrepared, context }: JobActionsProps) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const history = () => client.invalidateQueries({ queryKey: reportKeys.part(slug, 'history') })
  const download = useMutation({
    mutationFn: () => downloadJobFile(slug, job._id),
    onSuccess: (file) => save(file, job.fileName),
    onError: (error) => {
      // Its status says so now: expired.
      if (isGone(error)) {
        void client.invalidateQueries({ queryKey: reportQueries.job(slug, job._id).queryKey })
        void history()
      }
    },
  })
  const again = useMutation({
    mutationFn: () => requestReportFile(slug, fileOfJob(job)),
    onSuccess: (started) => {
      client.setQueryData(reportQueries.job(slug, started._id).queryKey, started)
      void history()
      onPrepared?.(started)
    },
  })
  const name = (label: string) => (context ? `${label}, ${context}` : undefined)
  const prepareAgain = (
    <Button
      variant="outline"
      loading={again.isPending}
      aria-label={name(t`Prepare again`)}
      onClick={() => again.mutate()}
    >
      {job.status === 'failed' ? <Trans>Try again</Trans> : <Trans>Prepare again</Trans>}
    </Button>
  )
  const actions: ReactNode =
    job.status === 'completed' ? (
      <Button
        colorPalette="brand"
        loading={download.isPending}
        aria-label={name(t`Download`)}
        onClick={() => download.mutate()}
      >
        <Trans>Download</Trans>
      </Button>
    ) : job.status === 'failed' || job.status === 'expired' ? (
      prepareAgain
    ) : null
  return (
    <Stack gap="2" align="flex-start">
      {download.isError ? (
        <DownloadFailed message={userMessage(download.error, i18n)}>
          {isGone(download.error) ? (
            prepareAgain
          ) : (
            <Button
              variant="outline"
              loading={download.isPending}
              aria-label={name(t`Try the download again`)}
              onClick={() => download.mutate()}
            >
              <Trans>Try again</Trans>
            </Button>
          )}
        </DownloadFailed>
      ) : actions ? (
        <HStack gap="3" wrap="wrap">
          {actions}
        </HStack>
      ) : null}
      {again.isError ? (
        <Text color="fg.error" role="alert">
          {userMessage(again.error, i18n)}
        </Text>
      ) : null}
    </Stack>
  )
}

/** "Download Failed." with the server's message, and what to do about it. */
export function DownloadFailed({ message, children }: { message: string; children: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <Stack gap="2" align="flex-start">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{i18n._(MESSAGES.downloadFailed)}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {children}
    </Stack>
  )
}
