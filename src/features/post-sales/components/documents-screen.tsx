import {
  Alert,
  Button,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tabs,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { TPageInfo } from '../../../../contract/common.ts'
import type { TPaymentPlan } from '../../../../contract/payment-plans.ts'
import type { TDocumentListQuery, TLetterKind } from '../../../../contract/post-sales.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { FormDialog } from '../../../components/ui/form-dialog.tsx'
import { FormField } from '../../../components/ui/form-field.tsx'
import { PagedList } from '../../../components/ui/paged-list.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { lettersQuery, receiptsQuery, useProjectDemandLetters } from '../api/post-sales-api.ts'
import { TAB_LIST_PROPS } from './labels.ts'
import { LettersTable } from './letters-table.tsx'
import { PaymentsTable } from './payments-table.tsx'
import { useDownload, type TSaveFile } from './use-download.ts'

export const DOCUMENT_TABS = ['receipts', 'allotment', 'demand'] as const
export type TDocumentTab = (typeof DOCUMENT_TABS)[number]

export interface DocumentsScreenProps {
  slug: string
  projectId: string
  tab: TDocumentTab
  searchText: string | undefined
  page: number
  onChange: (next: { tab?: TDocumentTab; searchText?: string | undefined; page?: number }) => void
  online: boolean
  canIssue: boolean
  /** The project's payment plans (the bookings' read, composed by the route). */
  plans: readonly TPaymentPlan[]
  save: TSaveFile
  /** Filters of the screen's own (the project), before the search. */
  filters?: ReactNode
}

/**
 * A project's receipts, allotment letters and demand letters (spec 002: each list with its total,
 * search and paging), every one downloadable as its PDF; and the demand letters of one milestone
 * for every customer of the project due one. Lists open offline once seen; the rest needs the
 * network.
 */
export function DocumentsScreen(props: DocumentsScreenProps) {
  const { slug, projectId, tab, searchText, page, onChange, online, canIssue, plans, save } = props
  const { filters } = props
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const download = useDownload(save)
  const [asking, setAsking] = useState(false)
  const query: TDocumentListQuery = { projectId, searchText, page, limit: 10 }
  const receipts = useQuery({
    ...receiptsQuery(slug, query),
    enabled: tab === 'receipts' && projectId !== '',
  })
  const letterKind: TLetterKind = tab === 'allotment' ? 'allotment' : 'demand'
  const letters = useQuery({
    ...lettersQuery(slug, letterKind, query),
    enabled: tab !== 'receipts' && projectId !== '',
  })
  const paged = <T,>(
    list: UseQueryResult<{ items: T[]; pageInfo: TPageInfo }>,
    render: (items: readonly T[]) => React.ReactNode,
  ) => (
    <PagedList
      query={list}
      loadingLabel={t`Loading documents`}
      empty={<EmptyList title={<Trans>Nothing here yet</Trans>} />}
      count={(total) => <Trans>{total} documents</Trans>}
      onPageChange={(pageIndex) => onChange({ page: pageIndex + 1 })}
    >
      {render}
    </PagedList>
  )
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end" justify="space-between">
        <HStack gap="3" wrap="wrap" align="end">
          {filters}
          <SearchBox
            label={t`Search documents`}
            placeholder={t`Number, customer, booking or unit`}
            value={searchText ?? ''}
            onSearch={(text) => onChange({ searchText: text || undefined, page: 1 })}
          />
          <DataAsOf />
        </HStack>
        {canIssue ? (
          <Button
            size="sm"
            variant="outline"
            disabled={!online || plans.length === 0}
            onClick={() => setAsking(true)}
          >
            <Trans>Demand letters for a milestone</Trans>
          </Button>
        ) : null}
      </HStack>
      {online ? null : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>
              You are offline: these lists are as last seen. Downloads need a connection.
            </Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      <Tabs.Root
        value={tab}
        onValueChange={(e) => onChange({ tab: e.value as TDocumentTab, page: 1 })}
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label={t`Documents`} {...TAB_LIST_PROPS}>
          <Tabs.Trigger value="receipts">{t`Receipts`}</Tabs.Trigger>
          <Tabs.Trigger value="allotment">{t`Allotment letters`}</Tabs.Trigger>
          <Tabs.Trigger value="demand">{t`Demand letters`}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="receipts" pt="4">
          {paged(receipts, (items) => (
            <PaymentsTable
              slug={slug}
              payments={items}
              online={online}
              locale={locale}
              download={download}
              customerColumn
            />
          ))}
        </Tabs.Content>
        {(['allotment', 'demand'] as const).map((kind) => (
          <Tabs.Content key={kind} value={kind} pt="4">
            {paged(letters, (items) => (
              <LettersTable
                slug={slug}
                letters={items}
                online={online}
                locale={locale}
                download={download}
                customerColumn
              />
            ))}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {asking ? (
        <ProjectDemandDialog
          slug={slug}
          projectId={projectId}
          plans={plans}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Stack>
  )
}

/** One milestone of a plan, reached across the project: its demand letter to every customer due one. */
function ProjectDemandDialog({
  slug,
  projectId,
  plans,
  onClose,
}: {
  slug: string
  projectId: string
  plans: readonly TPaymentPlan[]
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const issue = useProjectDemandLetters(slug, projectId)
  const [planId, setPlanId] = useState(plans[0]?._id ?? '')
  const [seq, setSeq] = useState(1)
  const [dueDate, setDueDate] = useState('')
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null)
  const plan = plans.find((p) => p._id === planId)
  const confirm = async () => {
    setProblem(null)
    try {
      const { created, skipped } = await issue.mutateAsync({
        paymentPlanId: planId,
        seq,
        ...(dueDate ? { dueDate } : {}),
      })
      toaster.success({ title: t`${created} demand letters issued, ${skipped} customers skipped` })
      onClose()
    } catch (error) {
      const field = error instanceof HttpError ? error.fields?.[0] : undefined
      setProblem(field ?? { field: '', message: problemText(error, i18n) })
    }
  }
  const problemOf = (field: string) => (problem?.field === field ? problem : undefined)
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={<Trans>Demand letters for a milestone</Trans>}
      confirmLabel={<Trans>Issue letters</Trans>}
      onConfirm={() => void confirm()}
      confirming={issue.isPending}
      confirmDisabled={!plan}
    >
      <SimpleGrid columns={1} gap="4">
        <FormField
          id="demand-plan"
          label={<Trans>Payment plan</Trans>}
          error={problemOf('paymentPlanId')}
          required
        >
          <NativeSelect.Root>
            <NativeSelect.Field
              value={planId}
              onChange={(e) => {
                setPlanId(e.currentTarget.value)
                setSeq(1)
              }}
            >
              {plans.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          id="demand-milestone"
          label={<Trans>Milestone</Trans>}
          error={problemOf('seq')}
          required
        >
          <NativeSelect.Root>
            <NativeSelect.Field value={seq} onChange={(e) => setSeq(Number(e.currentTarget.value))}>
              {(plan?.milestones ?? []).map((m, index) => (
                <option key={m.name} value={index + 1}>
                  {m.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          id="demand-due"
          label={<Trans>Due date</Trans>}
          error={problemOf('dueDate')}
          helper={<Trans>15 days from today when left empty.</Trans>}
        >
          <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.currentTarget.value)} />
        </FormField>
        {problem && problem.field === '' ? (
          <Alert.Root status="error">
            <Alert.Title>{problem.message}</Alert.Title>
          </Alert.Root>
        ) : null}
      </SimpleGrid>
    </FormDialog>
  )
}
