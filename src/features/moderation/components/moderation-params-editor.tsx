import { Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  MODERATION_MESSAGES,
  type TModerationParams,
} from '../../../../contract/agent-moderation.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError, userMessage } from '../../../lib/http.ts'
import { validationMessage } from '../../../lib/messages.ts'
import { useSaveModerationParams } from '../api/moderation-params.ts'
import {
  addRow,
  draftOf,
  draftTotal,
  editRow,
  evenDraft,
  removeRow,
  saveBody,
  type TParamRow,
  type TParamsDraft,
  type TRowInput,
} from '../model/params-draft.ts'
import { DIMENSION_LABELS, ParamDialog } from './param-dialog.tsx'

const NEW_ROW: TRowInput = { label: '', definition: '', weight: 0, dimension: null }

export interface ModerationParamsEditorProps {
  slug: string
  saved: TModerationParams
  /** May change them (the server's rule too); otherwise the table is read only. */
  canEdit: boolean
  /** Starts again from the list as the server has it (after someone else changed it). */
  onReload: () => Promise<void>
}

/** The scoring parameters: a table to edit, a running total, save (or "Save Anyway"). */
export function ModerationParamsEditor({
  slug,
  saved,
  canEdit,
  onReload,
}: ModerationParamsEditorProps) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<TParamsDraft>(() => draftOf(saved))
  const [dirty, setDirty] = useState(false)
  const [editing, setEditing] = useState<{ key: string | null; initial: TRowInput } | null>(null)
  const [deleting, setDeleting] = useState<TParamRow | null>(null)
  const [serverProblem, setServerProblem] = useState<string | null>(null)
  // The list changed elsewhere meanwhile (409), or a parameter was deleted (404): reload.
  const [outdated, setOutdated] = useState(false)
  const [reloading, setReloading] = useState(false)
  const save = useSaveModerationParams(slug)
  const { total, state } = draftTotal(draft)

  const change = (next: TParamsDraft) => {
    setDraft(next)
    setDirty(true)
    setServerProblem(null)
  }
  const send = (next: TParamsDraft) => {
    setServerProblem(null)
    save.mutate(saveBody(next), {
      onSuccess: (result) => {
        setDraft(draftOf(result))
        setDirty(false)
        toaster.success({ title: t`Scoring parameters saved` })
      },
      onError: (error) => {
        const status = error instanceof HttpError ? error.status : undefined
        setOutdated(status === 409 || status === 404)
        const field = error instanceof HttpError ? error.fields?.[0] : undefined
        setServerProblem(
          field ? i18n._(validationMessage(field.message)) : userMessage(error, i18n),
        )
      },
    })
  }
  const saveAnyway = () => {
    const even = evenDraft(draft)
    setDraft(even)
    send(even)
  }
  const deletingLabel = deleting?.label ?? ''
  const totalText = total.toLocaleString(i18n.locale, { maximumFractionDigits: 2 })

  return (
    <Stack gap="4">
      <ScrollTable
        label={t`Scoring parameters`}
        caption={t`Scoring parameters, in their saved order`}
        stale={false}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Label</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Definition</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Weighs</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Weight</Trans>
            </Table.ColumnHeader>
            {canEdit ? (
              <Table.ColumnHeader>
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {draft.rows.map((row) => {
            const name = row.label
            return (
              <Table.Row key={row.key}>
                <Table.Cell fontWeight="medium">{row.label}</Table.Cell>
                <Table.Cell maxW="28rem" whiteSpace="normal">
                  {row.definition}
                </Table.Cell>
                <Table.Cell>
                  {row.dimension ? i18n._(DIMENSION_LABELS[row.dimension]) : '—'}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {canEdit ? (
                    <Input
                      size="sm"
                      width="6rem"
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min={0}
                      max={100}
                      textAlign="end"
                      aria-label={t`Weight of ${name}`}
                      value={Number.isFinite(row.weight) ? row.weight : ''}
                      onChange={(e) =>
                        change(editRow(draft, row.key, { weight: e.currentTarget.valueAsNumber }))
                      }
                    />
                  ) : (
                    row.weight
                  )}
                </Table.Cell>
                {canEdit ? (
                  <Table.Cell>
                    <HStack gap="1">
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={t`Edit ${name}`}
                        onClick={() => setEditing({ key: row.key, initial: row })}
                      >
                        <Trans>Edit</Trans>
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t`Delete ${name}`}
                        onClick={() => setDeleting(row)}
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    </HStack>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            )
          })}
        </Table.Body>
      </ScrollTable>

      <Stack gap="2" aria-live="polite">
        <Text fontWeight="medium" data-testid="weight-total">
          <Trans>Total weight: {totalText} of 100</Trans>
        </Text>
        {state === 'over' ? (
          <Text color="fg.error" role="alert">
            {i18n._(validationMessage(MODERATION_MESSAGES.overHundred))}
          </Text>
        ) : null}
        {state === 'under' ? (
          <Text color="fg.warning">
            {i18n._(validationMessage(MODERATION_MESSAGES.underHundred))}.{' '}
            <Trans>"Save Anyway" shares 100 equally between the parameters.</Trans>
          </Text>
        ) : null}
        {serverProblem ? (
          <Text color="fg.error" role="alert">
            {serverProblem}
          </Text>
        ) : null}
        {outdated ? (
          <Button
            alignSelf="start"
            size="sm"
            variant="outline"
            loading={reloading}
            onClick={() => {
              setReloading(true)
              void onReload().finally(() => setReloading(false))
            }}
          >
            <Trans>Reload the parameters</Trans>
          </Button>
        ) : null}
      </Stack>

      {canEdit ? (
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => setEditing({ key: null, initial: NEW_ROW })}>
            <Trans>Add parameter</Trans>
          </Button>
          <Button
            onClick={() => send(draft)}
            disabled={state !== 'ok' || draft.rows.length === 0 || (!dirty && !saved.isDefault)}
            loading={save.isPending}
          >
            <Trans>Save</Trans>
          </Button>
          {state === 'under' && draft.rows.length > 0 ? (
            <Button variant="subtle" onClick={saveAnyway} loading={save.isPending}>
              <Trans>Save Anyway</Trans>
            </Button>
          ) : null}
        </HStack>
      ) : (
        <Text color="fg.muted">
          <Trans>You may read these parameters; changing them needs the routing permission.</Trans>
        </Text>
      )}

      {editing ? (
        <ParamDialog
          key={editing.key ?? 'new'}
          slug={slug}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing.key ? <Trans>Edit parameter</Trans> : <Trans>Add parameter</Trans>}
          initial={editing.initial}
          onDone={(input) => {
            change(editing.key ? editRow(draft, editing.key, input) : addRow(draft, input))
            setEditing(null)
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={<Trans>Delete this parameter?</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => {
          if (deleting) change(removeRow(draft, deleting.key))
          setDeleting(null)
        }}
      >
        <Text>
          <Trans>
            "{deletingLabel}" leaves the list; the deletion is saved with the next Save.
          </Trans>
        </Text>
      </ConfirmDialog>
    </Stack>
  )
}
