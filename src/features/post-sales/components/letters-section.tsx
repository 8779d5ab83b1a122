import { Button, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TCustomerDetails } from '../../../../contract/post-sales.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import type { TLocale } from '../../../lib/i18n.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { useIssueLetter } from '../api/post-sales-api.ts'
import { LettersTable } from './letters-table.tsx'
import { Section } from './section.tsx'
import type { useDownload } from './use-download.ts'

/** The customer's allotment letter (issued once) and demand letters, as PDFs. */
export function LettersSection({
  slug,
  customer: c,
  canIssue,
  online,
  locale,
  download,
}: {
  slug: string
  customer: TCustomerDetails
  canIssue: boolean
  online: boolean
  locale: TLocale
  download: ReturnType<typeof useDownload>
}) {
  const { t, i18n } = useLingui()
  const issue = useIssueLetter(slug)
  const allot = async () => {
    try {
      await issue.mutateAsync({ kind: 'allotment', bookingId: c._id })
      toaster.success({ title: t`Allotment letter issued` })
    } catch (error) {
      toaster.error({ title: problemText(error, i18n) })
    }
  }
  return (
    <Section
      id="customer-letters"
      title={<Trans>Letters</Trans>}
      actions={
        !c.allotmentLetter && canIssue && c.status === 'BOOKED' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void allot()}
            loading={issue.isPending}
            disabled={!online}
          >
            <Trans>Issue allotment letter</Trans>
          </Button>
        ) : null
      }
    >
      <Stack gap="3">
        {c.allotmentLetter ? (
          <LettersTable
            slug={slug}
            letters={[c.allotmentLetter]}
            online={online}
            locale={locale}
            download={download}
          />
        ) : (
          <Text color="fg.muted">
            <Trans>No allotment letter yet.</Trans>
          </Text>
        )}
        {c.demandLetters.length > 0 ? (
          <LettersTable
            slug={slug}
            letters={c.demandLetters}
            online={online}
            locale={locale}
            download={download}
          />
        ) : (
          <Text color="fg.muted">
            <Trans>No demand letters yet.</Trans>
          </Text>
        )}
      </Stack>
    </Section>
  )
}
