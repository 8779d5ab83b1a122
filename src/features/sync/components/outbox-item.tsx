import { Badge, Box, Button, HStack, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { type OutboxRow } from '../../../lib/db.ts'
import {
  discardOutboxItem,
  editOutboxItem,
  retryOutboxItem,
} from '../../../offline/outbox/actions.ts'
import { outboxLabelText } from '../../../offline/outbox/label.ts'
import { editableFields, withEditedFields, type EditableFields } from '../model/editable-fields.ts'
import { failureReason } from '../model/failure-reason.ts'
import { rowRecovery, type RowRecoveries } from '../model/row-recovery.ts'
import { BodyEditor } from './body-editor.tsx'
import { DiscardDialog } from './discard-dialog.tsx'

function StateBadge({ row }: { row: OutboxRow }) {
  if (row.state === 'needs-attention') {
    return (
      <Badge colorPalette="red" variant="solid">
        <Trans>Needs attention</Trans>
      </Badge>
    )
  }
  if (row.state === 'in-flight') {
    return (
      <Badge colorPalette="blue" variant="subtle">
        <Trans>Sending…</Trans>
      </Badge>
    )
  }
  return (
    <Badge colorPalette="orange" variant="subtle">
      {row.attempts > 0 ? <Trans>Waiting to try again</Trans> : <Trans>Waiting to send</Trans>}
    </Badge>
  )
}

/** One change that has not reached the server: what, when, why, and what can be done. */
export function OutboxItem({ row, recoveries }: { row: OutboxRow; recoveries: RowRecoveries }) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const titleId = useId()
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [recoveryProblem, setRecoveryProblem] = useState<string | null>(null)

  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const what = outboxLabelText(row.label, i18n)
  const savedAt = formatDateTime(row.createdAt, locale)
  const reason = failureReason(row)
  const why = reason === null || typeof reason === 'string' ? reason : i18n._(reason)
  const refused = row.state === 'needs-attention'
  const fields = refused ? editableFields(row.body) : null
  const problems = refused ? row.lastError?.fields : undefined
  const recovery = rowRecovery(row, recoveries)
  const explanation = recovery?.explain?.(row, i18n) ?? []

  async function act(action: () => Promise<unknown>) {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }

  async function save(values: EditableFields) {
    await act(() => editOutboxItem(row.id, withEditedFields(row.body, values)))
    setEditing(false)
  }

  async function recover() {
    if (!recovery) return
    await act(async () => {
      const problem = await recovery.run(row)
      setRecoveryProblem(problem ? i18n._(problem) : null)
    })
  }

  async function discard() {
    await act(() => discardOutboxItem(row.id))
    setConfirming(false)
  }

  return (
    <Box
      as="li"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor={refused ? 'border.error' : 'app.border'}
      borderRadius="l3"
      bg="app.surface"
      p="4"
    >
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Text id={titleId} fontWeight="semibold" minW="0">
            {what}
          </Text>
          <StateBadge row={row} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Saved {savedAt}</Trans>
          {row.attempts > 0 && (
            <>
              {' · '}
              <Plural value={row.attempts} one="tried # time" other="tried # times" />
            </>
          )}
        </Text>
        {why && (
          <Text fontSize="sm" color={refused ? 'fg.error' : 'fg.muted'}>
            {/* A catalogue message on a refused row is the device's own reason, not the server's. */}
            {refused && typeof reason === 'string' ? <Trans>The server said: {why}</Trans> : why}
          </Text>
        )}
        {explanation.length > 0 && (
          <List.Root fontSize="sm" ps="5">
            {explanation.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        )}
        {problems && problems.length > 0 && !editing && (
          <List.Root fontSize="sm" color="fg.error" ps="5">
            {problems.map((problem) => (
              <List.Item key={problem.field}>
                {problem.field}: {problem.message}
              </List.Item>
            ))}
          </List.Root>
        )}
        {recoveryProblem && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {recoveryProblem}
          </Text>
        )}
        {editing && fields ? (
          <BodyEditor
            fields={fields}
            problems={problems}
            saving={busy}
            onSave={(values) => void save(values)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          row.state !== 'in-flight' && (
            <HStack gap="2" wrap="wrap">
              {recovery && (
                <Button size="xs" disabled={busy} onClick={() => void recover()}>
                  {i18n._(recovery.label)}
                  <VisuallyHidden>: {what}</VisuallyHidden>
                </Button>
              )}
              {!recovery?.replacesRetry && (
                <Button
                  size="xs"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void act(() => retryOutboxItem(row.id))}
                >
                  {refused ? <Trans>Try again</Trans> : <Trans>Send now</Trans>}
                  <VisuallyHidden>: {what}</VisuallyHidden>
                </Button>
              )}
              {fields && (
                <Button
                  size="xs"
                  variant="outline"
                  disabled={busy}
                  onClick={() => setEditing(true)}
                >
                  <Trans>Edit</Trans>
                  <VisuallyHidden>: {what}</VisuallyHidden>
                </Button>
              )}
              {refused && row.href && (
                <Button size="xs" variant="ghost" onClick={() => void navigate({ href: row.href })}>
                  <Trans>Open screen</Trans>
                  <VisuallyHidden>: {what}</VisuallyHidden>
                </Button>
              )}
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                <Trans>Discard</Trans>
                <VisuallyHidden>: {what}</VisuallyHidden>
              </Button>
            </HStack>
          )
        )}
      </Stack>
      <DiscardDialog
        open={confirming}
        onOpenChange={setConfirming}
        what={what}
        discarding={busy}
        onDiscard={() => void discard()}
      />
    </Box>
  )
}
