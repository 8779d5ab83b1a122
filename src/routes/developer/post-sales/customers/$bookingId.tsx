import { Button, HStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { costSheetInput } from '../../../../../contract/cost-sheet.ts'
import {
  CUSTOMER_READ_SCOPES,
  CUSTOMER_UNMASK_SCOPE,
  PAYMENT_SCOPES,
} from '../../../../../contract/post-sales.ts'
import { PermittedScreen } from '../../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../../features/auth/hooks/use-session.ts'
import { paymentModesQuery } from '../../../../features/bookings/api/bookings-api.ts'
import { BreakdownTable } from '../../../../features/cost-sheet/components/breakdown-table.tsx'
import { breakdownLines } from '../../../../features/cost-sheet/model/breakdown.ts'
import { saveFile } from '../../../../features/dashboards/api/export-report.ts'
import { customerQuery } from '../../../../features/post-sales/api/post-sales-api.ts'
import { CustomerPage } from '../../../../features/post-sales/components/customer-page.tsx'
import { DEFAULT_LOCALE, isLocale } from '../../../../lib/i18n.ts'
import { useConnectivity } from '../../../../offline/connectivity/use-connectivity.ts'

/** A customer's page (spec 002): booking, payment plan and payments, receipts, letters. */
export const Route = createFileRoute('/developer/post-sales/customers/$bookingId')({
  component: CustomerScreen,
})

function CustomerScreen() {
  const { bookingId } = Route.useParams()
  const session = useSession()
  const can = useCan()
  const { i18n } = useLingui()
  const online = useConnectivity() === 'online'
  const slug = session?.slug ?? ''
  const customer = useQuery({ ...customerQuery(slug, bookingId), enabled: slug !== '' })
  const modes = useQuery({ ...paymentModesQuery(slug), enabled: slug !== '' })
  const projectId = customer.data?.projectId
  if (!session) return null
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const name = customer.data?.fullName
  const code = customer.data?.bookingId
  const where = customer.data
    ? `${customer.data.unit.buildingName} · ${customer.data.unit.name} · ${customer.data.project.name}`
    : ''
  return (
    <PermittedScreen
      title={name ?? <Trans>Customer</Trans>}
      description={
        code ? (
          <Trans>
            Booking {code} · {where}
          </Trans>
        ) : (
          <Trans>Booking, payments, receipts and letters.</Trans>
        )
      }
      permitted={CUSTOMER_READ_SCOPES.some((s) => can(s, projectId))}
    >
      <HStack>
        <Button asChild size="sm" variant="outline">
          <Link to="/developer/post-sales/customers" search={{ project: projectId }}>
            <Trans>All customers</Trans>
          </Link>
        </Button>
      </HStack>
      <CustomerPage
        slug={slug}
        bookingRef={bookingId}
        online={online}
        can={{
          pay: PAYMENT_SCOPES.some((s) => can(s, projectId)),
          reveal: can(CUSTOMER_UNMASK_SCOPE, projectId),
        }}
        modes={modes.data?.items ?? []}
        save={saveFile}
        costSheet={({ costSheet }) =>
          costSheet ? (
            <BreakdownTable
              locale={locale}
              lines={breakdownLines(
                costSheetInput(costSheet.row, {
                  carpetAreaSqFt: costSheet.unit.carpetAreaSqFt,
                  floorLabel: costSheet.unit.floorNumber,
                }),
                costSheet.amounts,
                costSheet.additionalConsiderations.map((a) => a.label),
              )}
            />
          ) : null
        }
      />
    </PermittedScreen>
  )
}
