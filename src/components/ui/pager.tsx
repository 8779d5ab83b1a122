import { Button, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export interface PagerProps {
  /** 0-based, as the UI counts. */
  pageIndex: number
  pageCount: number
  onChange: (pageIndex: number) => void
  /** The navigation's name, for a screen with more than one paged list; "Pages" when absent. */
  label?: string | undefined
  /** What it says of where the reader is; "Page 2 of 7" when absent. */
  children?: ReactNode
}

/** "Page 2 of 7" with Previous and Next, for a paged table. */
export function Pager({ pageIndex, pageCount, onChange, label, children }: PagerProps) {
  const { t } = useLingui()
  const shownPage = pageIndex + 1
  return (
    <HStack as="nav" aria-label={label ?? t`Pages`} justify="space-between" gap="3" wrap="wrap">
      <Text color="fg.muted" textStyle="sm" aria-live="polite">
        {children ?? (
          <Trans>
            Page {shownPage} of {pageCount}
          </Trans>
        )}
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          disabled={pageIndex <= 0}
          onClick={() => onChange(pageIndex - 1)}
        >
          <Trans>Previous</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={pageIndex + 1 >= pageCount}
          onClick={() => onChange(pageIndex + 1)}
        >
          <Trans>Next</Trans>
        </Button>
      </HStack>
    </HStack>
  )
}

/** Pages of `pageSize` for `total` rows; an empty list still has its one (empty) page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
