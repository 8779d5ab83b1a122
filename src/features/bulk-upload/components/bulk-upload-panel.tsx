import {
  Alert,
  Box,
  Badge,
  Button,
  Field,
  HStack,
  Input,
  Progress,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  memo,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type ReactNode,
} from 'react'
import { fileProblem, type TBulkUpload } from '../../../../contract/bulk-upload.ts'
import type { TLeadForm } from '../../../../contract/lead-form.ts'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { PagedList } from '../../../components/ui/paged-list.tsx'
import { AfterFirstPaint } from '../../../components/ui/after-first-paint.tsx'
import { Pager, pageCountOf } from '../../../components/ui/pager.tsx'
import { ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { userMessage, type DownloadedFile } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { validationText } from '../../../lib/messages.ts'
import {
  bulkUploadKeys,
  bulkUploadQueries,
  downloadOutcome,
  downloadTemplate,
  uploadLeadsFile,
} from '../api/bulk-upload-api.ts'
import { FAILURES_PAGE_SIZE, FailureListBuilder, failurePage } from '../model/failure-list.ts'
import { filePreviewer } from '../model/preview-in-worker.ts'
import type { TPreview } from '../model/preview.ts'
import { progressStore, type ProgressStore } from '../model/progress-store.ts'
import { reasonText } from '../model/reason-text.ts'

export type TSaveFile = (file: DownloadedFile, fallbackName: string) => void

export interface BulkUploadPanelProps {
  slug: string
  projectId: string
  /** The organisation's lead sources, which the rows' Source must name. */
  sources: string[]
  /** The organisation's lead form: its custom fields are columns too. */
  form: TLeadForm | undefined
  online: boolean
  save: TSaveFile
}

const STATUS_LABELS: Record<TBulkUpload['status'], MessageDescriptor> = {
  processing: msg`Processing`,
  completed: msg`Completed`,
  failed: msg`Failed`,
}
const OUTCOME_LABELS = { duplicate: msg`Duplicate`, invalid: msg`Invalid` }

/** A server's message where it sent one; else the spec's "File Upload Failed". */
function failureText(error: unknown, i18n: ReturnType<typeof useLingui>['i18n']) {
  const text = userMessage(error, i18n)
  return text ? validationText(text, i18n) : i18n._(msg`File Upload Failed`)
}

/**
 * Bulk lead upload (spec 001 §4): the template, a picked CSV checked on the device in a worker
 * with the rows that will fail and why, the upload with its progress, then the history of
 * uploads with each one's progress and its outcome file.
 */
export function BulkUploadPanel({
  slug,
  projectId,
  sources,
  form,
  online,
  save,
}: BulkUploadPanelProps) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // The two progress bars read these stores themselves: a step re-renders its bar alone.
  const [parsed] = useState(progressStore)
  const [sent] = useState(progressStore)
  const [preview, setPreview] = useState<TPreview | null>(null)
  const [previewer] = useState(filePreviewer)
  useEffect(() => {
    previewer.warm()
    return () => previewer.dispose()
  }, [previewer])

  const template = useMutation({
    mutationFn: () => downloadTemplate(slug),
    onSuccess: (f) => save(f, 'bulk-lead-upload-template.csv'),
  })
  const check = useMutation({
    mutationFn: (picked: File) => previewer.preview(picked, { sources, form }, parsed.set),
    // A transition: React renders the summary in slices (the 50 ms budget of bench:bulk).
    onSuccess: (result) => startTransition(() => setPreview(result)),
  })
  const upload = useMutation({
    mutationFn: (picked: File) => uploadLeadsFile(slug, projectId, picked, sent.set),
    onSuccess: () => {
      setFile(null)
      setPreview(null)
      if (input.current) input.current.value = ''
      void client.invalidateQueries({ queryKey: bulkUploadKeys.history(slug, projectId) })
    },
  })

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null
    setFile(picked)
    setPreview(null)
    parsed.set(0)
    sent.set(0)
    upload.reset()
    const found = fileProblem(picked)
    setProblem(found)
    if (picked && !found) check.mutate(picked)
  }

  const canUpload =
    online && !!file && !problem && !!preview && !preview.fileProblem && !upload.isPending

  return (
    <Stack gap="8">
      <StylesFirst />
      {online ? null : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Bulk upload needs a connection. You are offline.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="4" as="section" aria-labelledby="bulk-upload-file">
        <Text as="h2" id="bulk-upload-file" fontWeight="semibold" fontSize="lg">
          <Trans>Upload a file</Trans>
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            loading={template.isPending}
            disabled={!online}
            onClick={() => template.mutate()}
          >
            <Trans>Download template</Trans>
          </Button>
        </HStack>
        {template.isError ? (
          <Text role="alert" color="fg.error">
            {userMessage(template.error, i18n)}
          </Text>
        ) : null}
        <Field.Root required invalid={!!problem} maxWidth="md">
          <Field.Label>
            <Trans>CSV file (at most 5 MB)</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input ref={input} type="file" accept=".csv,text/csv" onChange={pick} p="1" />
          {problem ? <Field.ErrorText>{validationText(problem, i18n)}</Field.ErrorText> : null}
        </Field.Root>
        {file && !problem ? <ProgressBar progress={parsed} label={t`Checking the file`} /> : null}
        {check.isError ? (
          <Text role="alert" color="fg.error">
            {userMessage(check.error, i18n)}
          </Text>
        ) : null}
        {preview ? (
          <PreviewSummary
            preview={preview}
            action={
              <UploadAction
                disabled={!canUpload}
                loading={upload.isPending}
                onClick={() => file && upload.mutate(file)}
              />
            }
          />
        ) : null}
        {upload.isIdle ? null : <ProgressBar progress={sent} label={t`Uploading`} />}
        {upload.isError ? (
          <Text role="alert" color="fg.error">
            {failureText(upload.error, i18n)}
          </Text>
        ) : null}
        {upload.isSuccess ? (
          <Text role="status">
            <Trans>The file is uploaded. Its leads are being made: see the history below.</Trans>
          </Text>
        ) : null}
      </Stack>
      <Stack gap="4" as="section" aria-labelledby="bulk-upload-history">
        <Text as="h2" id="bulk-upload-history" fontWeight="semibold" fontSize="lg">
          <Trans>Upload history</Trans>
        </Text>
        <UploadHistory slug={slug} projectId={projectId} save={save} />
      </Stack>
    </Stack>
  )
}

function ProgressBar({ progress, label }: { progress: ProgressStore; label: string }) {
  const value = useSyncExternalStore(progress.subscribe, progress.get)
  return (
    <Progress.Root value={Math.round(value * 100)} max={100} size="sm" colorPalette="brand">
      <HStack justify="space-between">
        <Progress.Label>{label}</Progress.Label>
        <Progress.ValueText />
      </HStack>
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}

function UploadAction(props: { disabled: boolean; loading: boolean; onClick?: () => void }) {
  return (
    <HStack gap="3">
      <Button colorPalette="brand" {...props}>
        <Trans>Upload</Trans>
      </Button>
    </HStack>
  )
}

/** A progress bar's store that stays at 0: the never-shown bar of `StylesFirst`. */
const NO_PROGRESS = progressStore()

/** A preview with two pages of failing rows: the never-shown preview of `StylesFirst`. */
function stylesSample(): TPreview {
  const failures = new FailureListBuilder()
  for (let row = 2; row <= FAILURES_PAGE_SIZE + 2; row++)
    failures.push({ row, fullName: '', whatsAppNumber: '', outcome: 'invalid', reason: '' })
  return {
    rows: 0,
    good: 0,
    duplicates: 0,
    invalid: 0,
    failures: failures.build(),
    fileProblem: null,
  }
}

/**
 * Never shown: it makes the styles of what a pick draws (its progress bar, then the preview's
 * counts, upload button, table and pager) be inserted when the screen opens. Inserted when first drawn, they
 * restyled the whole document in the task that drew them, a task over 50 ms (`npm run
 * bench:bulk`); at the screen's start the same work is not in the way.
 */
const StylesFirst = memo(function StylesFirst() {
  const [sample] = useState(stylesSample)
  return (
    <Box display="none" aria-hidden>
      <ProgressBar progress={NO_PROGRESS} label="" />
      <PreviewSummary preview={sample} action={<UploadAction disabled loading={false} />} />
    </Box>
  )
})

/** The counts, then every failing row and why, a page at a time. */
const PreviewSummary = memo(function PreviewSummary({
  preview,
  action,
}: {
  preview: TPreview
  /** What the user does next (upload), right under the counts: above the failing rows, however
   * many pages of them there are. */
  action?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const [pageIndex, setPageIndex] = useState(0)
  const rows = useMemo(
    () => failurePage(preview.failures, pageIndex, FAILURES_PAGE_SIZE),
    [preview.failures, pageIndex],
  )
  if (preview.fileProblem)
    return (
      <Text role="alert" color="fg.error">
        {reasonText(preview.fileProblem, i18n)}
      </Text>
    )
  const failing = preview.duplicates + preview.invalid
  const pageCount = pageCountOf(preview.failures.count, FAILURES_PAGE_SIZE)
  return (
    <Stack gap="3">
      <Text role="status">
        <Plural value={preview.rows} one="# row" other="# rows" />
        {': '}
        <Plural value={preview.good} one="# will be added" other="# will be added" />
        {', '}
        <Plural value={failing} one="# will fail" other="# will fail" />
      </Text>
      <Text color="fg.muted" fontSize="sm">
        <Trans>Numbers that belong to existing leads are found when the file is processed.</Trans>
      </Text>
      {action}
      {/* The rows follow the counts a frame later: one long task of both was the preview's. */}
      <AfterFirstPaint minHeight="0">
        {rows.length ? (
          <ScrollTable
            label={t`Rows that will fail`}
            caption={t`Rows that will fail, and why`}
            stale={false}
          >
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t`Row`}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t`Full Name`}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t`WhatsApp Number`}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t`Outcome`}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t`Reason`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((f) => (
                <Table.Row key={f.row}>
                  <Table.Cell as="th" scope="row" fontWeight="normal">
                    {f.row}
                  </Table.Cell>
                  <Table.Cell>{f.fullName}</Table.Cell>
                  <Table.Cell>{f.whatsAppNumber}</Table.Cell>
                  <Table.Cell>{i18n._(OUTCOME_LABELS[f.outcome])}</Table.Cell>
                  <Table.Cell>{reasonText(f.reason, i18n)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
        ) : null}
        {pageCount > 1 ? (
          <Pager
            pageIndex={pageIndex}
            pageCount={pageCount}
            onChange={setPageIndex}
            label={t`Pages of the rows that will fail`}
          />
        ) : null}
      </AfterFirstPaint>
    </Stack>
  )
})

/** Apart from the file's section: a progress step or the preview does not re-render it. */
const UploadHistory = memo(function UploadHistory({
  slug,
  projectId,
  save,
}: {
  slug: string
  projectId: string
  save: TSaveFile
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const [pageIndex, setPageIndex] = useState(0)
  const history = useQuery(bulkUploadQueries.history(slug, projectId, pageIndex))
  const outcomeLabel = (fileName: string) => t`Download outcome, ${fileName}`
  const download = useMutation({
    mutationFn: (upload: TBulkUpload) => downloadOutcome(upload.outcomeUrl ?? ''),
    onSuccess: (f, upload) => save(f, `${upload.fileName.replace(/\.csv$/i, '')}_outcome.csv`),
  })
  return (
    <Stack gap="3">
      {download.isError ? (
        <Text role="alert" color="fg.error">
          {i18n._(msg`Download Failed`)}: {userMessage(download.error, i18n)}
        </Text>
      ) : null}
      <PagedList
        query={history}
        loadingLabel={t`Loading the upload history`}
        empty={<EmptyList title={<Trans>No files uploaded yet</Trans>} />}
        count={(total) => <Plural value={total} one="# upload" other="# uploads" />}
        onPageChange={setPageIndex}
        pagerLabel={t`Pages of the upload history`}
      >
        {(items, stale) => (
          <ScrollTable
            label={t`Upload history`}
            caption={t`Files uploaded, newest first`}
            stale={stale}
          >
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t`File`}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t`Uploaded`}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t`Status`}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t`Added`}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t`Duplicates`}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t`Invalid`}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t`Outcome`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((u) => (
                <Table.Row key={u._id}>
                  <Table.Cell as="th" scope="row" fontWeight="normal">
                    {u.fileName}
                  </Table.Cell>
                  <Table.Cell>{formatDateTime(u.createdAt, locale)}</Table.Cell>
                  <Table.Cell>
                    <Badge
                      colorPalette={
                        u.status === 'failed' ? 'red' : u.status === 'completed' ? 'green' : 'gray'
                      }
                    >
                      {i18n._(STATUS_LABELS[u.status])}
                      {u.status === 'processing' ? ` ${u.progress}%` : ''}
                    </Badge>
                    {u.status === 'failed' && u.message ? (
                      <Text fontSize="sm">{reasonText(u.message, i18n)}</Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>{u.created}</Table.Cell>
                  <Table.Cell>{u.duplicates}</Table.Cell>
                  <Table.Cell>{u.invalid}</Table.Cell>
                  <Table.Cell>
                    {u.outcomeUrl ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={outcomeLabel(u.fileName)}
                        loading={download.isPending && download.variables?._id === u._id}
                        onClick={() => download.mutate(u)}
                      >
                        <Trans>Download outcome</Trans>
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
        )}
      </PagedList>
    </Stack>
  )
})
