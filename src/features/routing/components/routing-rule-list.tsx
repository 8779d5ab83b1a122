import {
  Button,
  Heading,
  HStack,
  List,
  Skeleton,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, type UseMutationResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { TRoutingRule, TRuleExecutive } from '../../../../contract/routing-rules.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { Pager } from '../../../components/ui/pager.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { userMessage } from '../../../lib/http.ts'
import {
  removeExecutive,
  ruleListQueryOptions,
  setExecutiveActive,
  setRuleActive,
  useRuleChange,
} from '../api/routing-api.ts'

export interface RoutingRuleListProps {
  slug: string
  onEdit: (rule: TRoutingRule) => void
}

const nameOf = (e: TRuleExecutive) => `${e.profile.firstName} ${e.profile.lastName}`.trim()

/** The rules, a page at a time: each with its project, executives and switches. */
export function RoutingRuleList({ slug, onEdit }: RoutingRuleListProps) {
  const { i18n } = useLingui()
  const [pageIndex, setPageIndex] = useState(0)
  const rules = useQuery(ruleListQueryOptions(slug, pageIndex))

  if (rules.isPending) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </Stack>
    )
  }
  if (rules.isError) {
    return (
      <ErrorState
        message={userMessage(rules.error, i18n)}
        onRetry={() => void rules.refetch()}
        retrying={rules.isFetching}
      />
    )
  }
  const { items, pageInfo } = rules.data
  if (items.length === 0 && pageIndex === 0) {
    return (
      <EmptyList
        title={<Trans>No routing rules yet</Trans>}
        description={<Trans>Make a rule so that new leads go to your executives in turn.</Trans>}
      />
    )
  }
  const pageCount = Math.max(1, Math.ceil(pageInfo.totalNumItems / pageInfo.pageSize))
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none" aria-busy={rules.isPlaceholderData}>
        {items.map((rule) => (
          <RuleCard key={rule._id} slug={slug} rule={rule} onEdit={() => onEdit(rule)} />
        ))}
      </Stack>
      {pageCount > 1 ? (
        <Pager pageIndex={pageIndex} pageCount={pageCount} onChange={setPageIndex} />
      ) : null}
    </Stack>
  )
}

/**
 * A switch that changes something on the server: what was asked shows at once while the change
 * is under way, and focus stays (a disabled switch would drop it). `of` names whose switch it is
 * to a screen reader.
 */
function ChangeSwitch({
  toggle,
  checked,
  onError,
  label,
  of,
  size,
}: {
  toggle: UseMutationResult<unknown, Error, boolean>
  checked: boolean
  onError: (error: unknown) => void
  label: ReactNode
  of: string
  size?: 'sm'
}) {
  return (
    <Switch.Root
      size={size}
      checked={toggle.isPending ? toggle.variables : checked}
      onCheckedChange={(d) => {
        if (!toggle.isPending) toggle.mutate(d.checked, { onError })
      }}
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>
        {label}
        <VisuallyHidden> ({of})</VisuallyHidden>
      </Switch.Label>
    </Switch.Root>
  )
}

function useFailureToast() {
  const { t, i18n } = useLingui()
  return (error: unknown) =>
    toaster.error({ title: t`The change was not saved`, description: userMessage(error, i18n) })
}

function RuleCard({
  slug,
  rule,
  onEdit,
}: {
  slug: string
  rule: TRoutingRule
  onEdit: () => void
}) {
  const { t } = useLingui()
  const failed = useFailureToast()
  const toggle = useRuleChange(slug, (isActive: boolean) => setRuleActive(slug, rule._id, isActive))
  const project = rule.project?.projectName ?? rule.projectId
  const headingId = `routing-rule-${rule._id}`
  return (
    <Stack
      as="li"
      aria-labelledby={headingId}
      gap="3"
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
      p="4"
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h3" size="md" id={headingId}>
          {project}
        </Heading>
        <HStack gap="3">
          <ChangeSwitch
            toggle={toggle}
            checked={rule.isActive}
            onError={failed}
            label={<Trans>Active</Trans>}
            of={project}
          />
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={t`Edit rule for ${project}`}
          >
            <Trans>Edit</Trans>
          </Button>
        </HStack>
      </HStack>
      {rule.executives.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No executives: new leads of this project stay unassigned.</Trans>
        </Text>
      ) : (
        <List.Root as="ol" gap="2" ps="5" aria-label={t`Executives of the rule for ${project}`}>
          {rule.executives.map((e) => (
            <ExecutiveRow key={e._id} slug={slug} rule={rule} executive={e} />
          ))}
        </List.Root>
      )}
    </Stack>
  )
}

function ExecutiveRow({
  slug,
  rule,
  executive,
}: {
  slug: string
  rule: TRoutingRule
  executive: TRuleExecutive
}) {
  const { t } = useLingui()
  const failed = useFailureToast()
  const [confirming, setConfirming] = useState(false)
  const name = nameOf(executive)
  const toggle = useRuleChange(slug, (isActive: boolean) =>
    setExecutiveActive(slug, rule._id, executive._id, isActive),
  )
  const remove = useRuleChange(slug, () => removeExecutive(slug, rule._id, executive._id))
  return (
    <List.Item>
      <HStack gap="3" wrap="wrap">
        <Text flex="1" minW="10rem" color={executive.isActive ? undefined : 'fg.muted'}>
          {name}
        </Text>
        <ChangeSwitch
          size="sm"
          toggle={toggle}
          checked={executive.isActive}
          onError={failed}
          label={<Trans>Gets leads</Trans>}
          of={name}
        />
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={t`Remove ${name}`}
          onClick={() => setConfirming(true)}
        >
          <Trans>Remove</Trans>
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Remove {name} from this rule?</Trans>}
        cancelLabel={<Trans>Keep</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        confirming={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => setConfirming(false),
            onError: (error) => {
              setConfirming(false)
              failed(error)
            },
          })
        }
      >
        <Trans>
          They will get no more leads from this rule. Leads they already have stay theirs.
        </Trans>
      </ConfirmDialog>
    </List.Item>
  )
}
