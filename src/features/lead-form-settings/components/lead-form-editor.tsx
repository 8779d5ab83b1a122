import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  IconButton,
  Skeleton,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState, type DragEvent } from 'react'
import type {
  TLeadForm,
  TLeadFormField,
  TLeadFormSection,
  TLeadFormSectionKey,
} from '../../../../contract/lead-form.ts'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from '../../../components/ui/icons.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { userMessage } from '../../../lib/http.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import { useChangeLeadForm, type TLeadFormChange } from '../api/lead-form-settings-api.ts'
import { LeadFormFieldDialog } from './lead-form-field-dialog.tsx'
import { FIELD_TYPE_LABELS, SECTION_LABELS } from './lead-form-labels.ts'

interface TDragged {
  section: TLeadFormSectionKey
  from: number
}

/**
 * The customise lead form screen: each section with its fields in rank order; a custom field
 * is added or edited in a dialog, any hideable field hidden, and a field moved with its up and
 * down buttons (keyboard) or dragged by its handle.
 */
export function LeadFormEditor({
  slug,
  query,
  onChanged,
  fieldLabel,
}: {
  slug: string
  /** The organisation's form, read where the lead screens read it. */
  query: UseQueryResult<TLeadForm>
  onChanged: (form: TLeadForm) => void
  /** A field's name in the user's language: a standard field's own, a custom field's label. */
  fieldLabel: (field: TLeadFormField) => string
}) {
  const { t, i18n } = useLingui()
  const change = useChangeLeadForm(slug, onChanged)
  // Settings are judged by the server when made (not queued): offline, the form is read only.
  const online = useConnectivity() === 'online'
  const [dialog, setDialog] = useState<'new' | TLeadFormField | null>(null)
  const [dragged, setDragged] = useState<TDragged | null>(null)

  const apply = (next: TLeadFormChange) =>
    change.mutate(next, {
      onError: (error) => toaster.error({ title: userMessage(error, i18n) }),
    })

  if (query.isPending) return <Skeleton height="24rem" borderRadius="l3" />
  if (query.isError) {
    return (
      <ErrorState
        message={userMessage(query.error, i18n)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  const form = query.data
  const version = form.version

  const move = (section: TLeadFormSectionKey, from: number, to: number) =>
    apply({ kind: 'reorder', body: { section, from, to } })

  return (
    <Stack gap="6">
      {online ? null : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Changing the lead form needs a connection. You are offline.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted">
          <Trans>Form version {version}</Trans>
        </Text>
        <Button colorPalette="brand" disabled={!online} onClick={() => setDialog('new')}>
          <Trans>Add field</Trans>
        </Button>
      </HStack>
      {form.sections.map((section) => (
        <SectionFields
          key={section.key}
          section={section}
          locked={change.isPending || !online}
          dragged={dragged}
          onDrag={setDragged}
          onMove={(from, to) => move(section.key, from, to)}
          onEdit={(field) => setDialog(field)}
          onVisible={(field, isVisible) =>
            apply({ kind: 'update', key: field.key, body: { isVisible } })
          }
          title={i18n._(SECTION_LABELS[section.key])}
          typeLabel={(field) => i18n._(FIELD_TYPE_LABELS[field.type])}
          fieldLabel={fieldLabel}
          moveUpLabel={(field) => {
            const label = fieldLabel(field)
            return t`Move ${label} up`
          }}
          moveDownLabel={(field) => {
            const label = fieldLabel(field)
            return t`Move ${label} down`
          }}
        />
      ))}
      {dialog ? (
        <LeadFormFieldDialog
          field={dialog === 'new' ? undefined : dialog}
          onSave={(next) => change.mutateAsync(next)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  )
}

interface SectionFieldsProps {
  section: TLeadFormSection
  title: string
  /** No change can be made now: one is being saved, or the device is offline. */
  locked: boolean
  dragged: TDragged | null
  onDrag: (dragged: TDragged | null) => void
  onMove: (from: number, to: number) => void
  onEdit: (field: TLeadFormField) => void
  onVisible: (field: TLeadFormField, isVisible: boolean) => void
  typeLabel: (field: TLeadFormField) => string
  fieldLabel: (field: TLeadFormField) => string
  moveUpLabel: (field: TLeadFormField) => string
  moveDownLabel: (field: TLeadFormField) => string
}

function SectionFields({
  section,
  title,
  locked,
  dragged,
  onDrag,
  onMove,
  onEdit,
  onVisible,
  typeLabel,
  fieldLabel,
  moveUpLabel,
  moveDownLabel,
}: SectionFieldsProps) {
  const { t } = useLingui()
  const id = `lead-form-section-${section.key}`
  const last = section.fields.length - 1
  const drop = (to: number) => (event: DragEvent) => {
    event.preventDefault()
    if (dragged && dragged.section === section.key) onMove(dragged.from, to)
    onDrag(null)
  }
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="3"
      p="4"
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
    >
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      <Stack as="ol" gap="2" listStyle="none" aria-labelledby={id}>
        {section.fields.map((field, index) => (
          <Box
            as="li"
            key={field.key}
            data-field-key={field.key}
            onDragOver={(event) => {
              if (dragged?.section === section.key) event.preventDefault()
            }}
            onDrop={drop(index)}
          >
            <HStack
              gap="3"
              p="2"
              borderWidth="1px"
              borderColor="app.border"
              borderRadius="l2"
              wrap="wrap"
              // A hidden field is told apart by its border and ground, not by fading: faded text
              // fails the contrast every other text meets.
              borderStyle={field.isVisible ? 'solid' : 'dashed'}
              bg={field.isVisible ? undefined : 'bg.subtle'}
            >
              <Box
                draggable={!locked}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move'
                  event.dataTransfer.setData('text/plain', field.key)
                  onDrag({ section: section.key, from: index })
                }}
                onDragEnd={() => onDrag(null)}
                cursor="grab"
                color="fg.muted"
                title={t`Drag to reorder`}
                aria-hidden
              >
                <GripIcon />
              </Box>
              <Stack gap="0" flex="1" minW="10rem">
                {/* The admin's own words: text, never markup. */}
                <Text fontWeight="medium">{fieldLabel(field)}</Text>
                <HStack gap="1" wrap="wrap">
                  <Badge size="xs" variant="subtle">
                    {typeLabel(field)}
                  </Badge>
                  {field.isMandatory ? (
                    <Badge size="xs" colorPalette="orange" variant="subtle">
                      <Trans>Mandatory</Trans>
                    </Badge>
                  ) : null}
                  {field.isCustom ? (
                    <Badge size="xs" colorPalette="blue" variant="subtle">
                      <Trans>Custom</Trans>
                    </Badge>
                  ) : null}
                  {field.options.length ? (
                    <Text fontSize="xs" color="fg.muted">
                      {field.options.join(', ')}
                    </Text>
                  ) : null}
                </HStack>
              </Stack>
              <Switch.Root
                size="sm"
                checked={field.isVisible}
                disabled={!field.isHideable || locked}
                onCheckedChange={(details) => onVisible(field, details.checked)}
              >
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>
                  <Trans>Shown</Trans>
                  <VisuallyHidden> ({fieldLabel(field)})</VisuallyHidden>
                </Switch.Label>
              </Switch.Root>
              <HStack gap="1">
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={moveUpLabel(field)}
                  disabled={index === 0 || locked}
                  onClick={() => onMove(index, index - 1)}
                >
                  <ArrowUpIcon />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={moveDownLabel(field)}
                  disabled={index === last || locked}
                  onClick={() => onMove(index, index + 1)}
                >
                  <ArrowDownIcon />
                </IconButton>
                {field.isCustom ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={locked}
                    onClick={() => onEdit(field)}
                  >
                    <Trans>Edit</Trans>
                    <VisuallyHidden> {fieldLabel(field)}</VisuallyHidden>
                  </Button>
                ) : null}
              </HStack>
            </HStack>
          </Box>
        ))}
      </Stack>
    </Stack>
  )
}
