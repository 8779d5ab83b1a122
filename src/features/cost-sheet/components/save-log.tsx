import { Button, HStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  COST_SHEET_CHECKED_FIELDS,
  type CostSheetAmounts,
  type TAdditionalConsideration,
} from '../../../../contract/cost-sheet.ts'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { randomId } from '../../../lib/random-id.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import { saveCostSheetLog } from '../api/cost-sheet-api.ts'

export interface TLeadOption {
  _id: string
  name: string
}

/**
 * "Save log": records which cost sheet was shown to which lead (spec 002 cost sheet logs),
 * through the lead's outbox queue, so it is kept offline and sent once when back online.
 */
export function SaveLog({
  slug,
  leads,
  initialLeadId,
  body,
}: {
  slug: string
  leads: readonly TLeadOption[]
  initialLeadId?: string | undefined
  body: {
    unitId: string
    costSheetId: string
    additional: TAdditionalConsideration[]
    amounts: CostSheetAmounts
  }
}) {
  const { t } = useLingui()
  const online = useConnectivity() === 'online'
  const [leadId, setLeadId] = useState(initialLeadId ?? '')
  const [saving, setSaving] = useState(false)
  const lead = leads.find((l) => l._id === leadId)

  const save = async () => {
    if (!lead) return
    setSaving(true)
    try {
      const amounts = Object.fromEntries(
        COST_SHEET_CHECKED_FIELDS.map((field) => [field, body.amounts[field]]),
      )
      await saveCostSheetLog(
        slug,
        {
          _id: randomId(),
          leadId: lead._id,
          unitId: body.unitId,
          costSheetId: body.costSheetId,
          additionalConsiderations: body.additional,
          amounts,
        },
        lead.name,
      )
      const name = lead.name
      toaster.success({
        title: online
          ? t`Cost sheet saved for ${name}`
          : t`Cost sheet for ${name} will be sent when you are back online`,
      })
    } catch (error) {
      toaster.error({
        title: t`The cost sheet could not be saved`,
        description: error instanceof Error ? error.message : undefined,
      })
    } finally {
      setSaving(false)
    }
  }

  return (
    <HStack gap="3" wrap="wrap" align="end">
      <FilterSelect wide label={t`Lead`} value={leadId} onChange={setLeadId}>
        <option value="">{t`Choose a lead`}</option>
        {leads.map((l) => (
          <option key={l._id} value={l._id}>
            {l.name}
          </option>
        ))}
      </FilterSelect>
      <Button variant="outline" loading={saving} disabled={!lead} onClick={() => void save()}>
        <Trans>Save log</Trans>
      </Button>
    </HStack>
  )
}
