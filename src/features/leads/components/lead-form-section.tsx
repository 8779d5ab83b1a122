import { Box, SimpleGrid } from '@chakra-ui/react'
import { Fragment, useContext, type ReactNode } from 'react'
import type { TLeadFormSectionKey } from '../../../../contract/lead-form.ts'
import type { TLeadFormDefinition } from '../model/lead-form-custom.ts'
import { sectionEntries, type TStandardFieldKey } from '../model/lead-form-order.ts'
import { CustomField } from './lead-form-custom.tsx'
import { HiddenLeadFields } from './lead-form-fields.tsx'

/**
 * A group's fields, standard and custom, in the definition's rank order. The DOM order is the
 * order seen, so keyboard focus follows it (no CSS order, no dense packing).
 */
export function LeadSectionFields<S extends TLeadFormSectionKey>({
  definition,
  section,
  standard,
  wide = [],
}: {
  definition: TLeadFormDefinition | undefined
  section: S
  /** How the group draws each of its standard fields. */
  standard: Record<TStandardFieldKey<S>, ReactNode>
  /** Those that take a whole row: a range's or a date's two inputs, checkboxes, a long text. */
  wide?: readonly TStandardFieldKey<S>[]
}) {
  const hiddenByAdmin = useContext(HiddenLeadFields)
  const entries = sectionEntries(definition, section).filter(
    (entry) => entry.kind === 'custom' || !hiddenByAdmin.has(entry.key),
  )
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {entries.map((entry) => {
        if (entry.kind === 'custom')
          return <CustomField key={entry.field.key} field={entry.field} />
        const node: ReactNode = standard[entry.key]
        return wide.includes(entry.key) ? (
          <Box key={entry.key} gridColumn="1 / -1">
            {node}
          </Box>
        ) : (
          <Fragment key={entry.key}>{node}</Fragment>
        )
      })}
    </SimpleGrid>
  )
}

/** A range's or a date's two inputs, side by side on a wide screen. */
export function LeadFieldPair({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {children}
    </SimpleGrid>
  )
}
