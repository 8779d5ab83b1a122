import { Badge, Button, HStack, Input, Link, Stack, Table, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import {
  COMMON_DOCUMENT_ERROR_CODES,
  ZDocumentName,
  type TCommonDocument,
  type TCommonDocuments,
} from '../../../../contract/common-documents.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { FormDialog } from '../../../components/ui/form-dialog.tsx'
import { FormField } from '../../../components/ui/form-field.tsx'
import { COLUMN_PRIORITY, ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { formatBytes } from '../../../lib/format/text.ts'
import { HttpError } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { fileHref } from '../../../lib/upload.ts'
import { documentChanges, useDocumentChange } from '../api/common-documents-api.ts'
import { UploadDocument } from './upload-document.tsx'

export interface DocumentsScreenProps {
  slug: string
  projectId: string
  data: TCommonDocuments
  online: boolean
}

type Pending =
  | { kind: 'rename'; document: TCommonDocument }
  | { kind: 'deactivate'; document: TCommonDocument }
  | { kind: 'notify'; document: TCommonDocument }
  | null

/**
 * A project's common documents (decision 0056): upload, rename, activate or deactivate, and
 * share with the project's customers. Changes need the network; offline the list is the stored
 * copy and says so.
 */
export function DocumentsScreen({ slug, projectId, data, online }: DocumentsScreenProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const [adding, setAdding] = useState(false)
  const [pending, setPending] = useState<Pending>(null)
  const changes = documentChanges(slug, projectId)
  const update = useDocumentChange(slug, projectId, changes.update)
  const notify = useDocumentChange(slug, projectId, changes.notify)
  const customers = data.customers
  const pendingName = pending?.document.documentName ?? ''

  const setActive = (document: TCommonDocument, isActive: boolean) => {
    const name = document.documentName
    update.mutate(
      { documentId: document.documentId, isActive },
      {
        onSuccess: () =>
          toaster.success({
            title: isActive ? t`${name} is active again` : t`${name} is deactivated`,
          }),
        onError: (error) => toaster.error({ title: problemText(error, i18n) }),
        onSettled: () => setPending(null),
      },
    )
  }

  const share = (document: TCommonDocument) => {
    notify.mutate(document.documentId, {
      onSuccess: ({ sent }) => toaster.success({ title: t`Shared with ${sent} customers` }),
      onError: (error) =>
        toaster.error({
          title:
            error instanceof HttpError && error.code === COMMON_DOCUMENT_ERROR_CODES.sharingError
              ? t`Document sharing error`
              : problemText(error, i18n),
          description:
            error instanceof HttpError && error.code === COMMON_DOCUMENT_ERROR_CODES.sharingError
              ? t`Some customers were not reached. Try sharing again.`
              : undefined,
        }),
      onSettled: () => setPending(null),
    })
  }

  return (
    <Stack gap="4">
      {online ? null : (
        <NeedsConnection>
          <Trans>
            Uploading, changing and sharing documents needs a connection. You are offline.
          </Trans>
        </NeedsConnection>
      )}
      {adding && online ? (
        <UploadDocument slug={slug} projectId={projectId} onDone={() => setAdding(false)} />
      ) : (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted" textStyle="sm">
            <Trans>Sharing reaches {customers} customers of this project.</Trans>
          </Text>
          <Button colorPalette="brand" disabled={!online} onClick={() => setAdding(true)}>
            <Trans>Upload document</Trans>
          </Button>
        </HStack>
      )}
      {data.items.length === 0 ? (
        <EmptyList
          title={<Trans>No common documents yet</Trans>}
          description={<Trans>Upload a PDF that every customer of the project may read.</Trans>}
        />
      ) : (
        <ScrollTable
          label={t`Common documents`}
          caption={t`Common documents of the project by name`}
          stale={update.isPending}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Document</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Status</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader {...COLUMN_PRIORITY.mid}>
                <Trans>Size</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader {...COLUMN_PRIORITY.low}>
                <Trans>Last shared</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Action</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.items.map((document) => {
              const name = document.documentName
              const count = document.lastSharedWith ?? 0
              const sharedAt = document.lastSharedAt
                ? formatDateTime(document.lastSharedAt, locale)
                : null
              return (
                <Table.Row key={document.documentId}>
                  <Table.Cell>
                    <Link
                      href={fileHref(document.documentLink)}
                      target="_blank"
                      rel="noopener"
                      color="brand.fg"
                      wordBreak="break-word"
                    >
                      {name}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    {document.isActive ? (
                      <Badge colorPalette="green" variant="subtle">
                        <Trans>Active</Trans>
                      </Badge>
                    ) : (
                      <Badge colorPalette="gray" variant="subtle">
                        <Trans>Inactive</Trans>
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell {...COLUMN_PRIORITY.mid}>{formatBytes(document.size)}</Table.Cell>
                  <Table.Cell {...COLUMN_PRIORITY.low}>
                    {sharedAt ? (
                      <Trans>
                        {sharedAt}, {count} customers
                      </Trans>
                    ) : (
                      <Trans>Never</Trans>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      <Button
                        size="xs"
                        variant="ghost"
                        disabled={!online}
                        aria-label={t`Rename ${name}`}
                        onClick={() => setPending({ kind: 'rename', document })}
                      >
                        <Trans>Rename</Trans>
                      </Button>
                      {document.isActive ? (
                        <Button
                          size="xs"
                          variant="ghost"
                          disabled={!online}
                          aria-label={t`Deactivate ${name}`}
                          onClick={() => setPending({ kind: 'deactivate', document })}
                        >
                          <Trans>Deactivate</Trans>
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="ghost"
                          disabled={!online || update.isPending}
                          aria-label={t`Activate ${name}`}
                          onClick={() => setActive(document, true)}
                        >
                          <Trans>Activate</Trans>
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="brand"
                        disabled={!online || !document.isActive || customers === 0}
                        aria-label={t`Notify customers about ${name}`}
                        onClick={() => setPending({ kind: 'notify', document })}
                      >
                        <Trans>Notify customers</Trans>
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              )
            })}
          </Table.Body>
        </ScrollTable>
      )}
      {pending?.kind === 'rename' ? (
        <RenameDialog
          key={pending.document.documentId}
          slug={slug}
          projectId={projectId}
          document={pending.document}
          onClose={() => setPending(null)}
        />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'deactivate'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={<Trans>Deactivate {pendingName}?</Trans>}
        cancelLabel={<Trans>Keep it active</Trans>}
        confirmLabel={<Trans>Deactivate</Trans>}
        confirming={update.isPending}
        onConfirm={() => pending && setActive(pending.document, false)}
      >
        <Trans>Customers will no longer see this document. You can activate it again later.</Trans>
      </ConfirmDialog>
      <FormDialog
        open={pending?.kind === 'notify'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={<Trans>Notify customers?</Trans>}
        confirmLabel={<Trans>Send to {customers} customers</Trans>}
        confirming={notify.isPending}
        onConfirm={() => pending && share(pending.document)}
      >
        <Trans>
          Each customer of the project gets an SMS that {pendingName} has been shared with them.
        </Trans>
      </FormDialog>
    </Stack>
  )
}

const ZRename = z.object({ documentName: ZDocumentName })

function RenameDialog({
  slug,
  projectId,
  document,
  onClose,
}: {
  slug: string
  projectId: string
  document: TCommonDocument
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const form = useForm<{ documentName: string }>({
    resolver: zodResolver(ZRename),
    defaultValues: { documentName: document.documentName },
  })
  const update = useDocumentChange(slug, projectId, documentChanges(slug, projectId).update)
  const save = form.handleSubmit(({ documentName }) =>
    update.mutate(
      { documentId: document.documentId, documentName },
      {
        onSuccess: () => {
          toaster.success({ title: t`Renamed to ${documentName}` })
          onClose()
        },
        onError: (error) => {
          const field = error instanceof HttpError ? error.fields?.[0] : undefined
          if (field?.field === 'documentName') form.setError('documentName', field)
          else toaster.error({ title: problemText(error, i18n) })
        },
      },
    ),
  )
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={<Trans>Rename document</Trans>}
      confirmLabel={<Trans>Save name</Trans>}
      confirming={update.isPending}
      onConfirm={() => void save()}
    >
      <form onSubmit={(e) => void save(e)} noValidate>
        <FormField
          label={<Trans>Document name</Trans>}
          error={form.formState.errors.documentName}
          required
        >
          <Input autoComplete="off" maxLength={100} {...form.register('documentName')} />
        </FormField>
      </form>
    </FormDialog>
  )
}
