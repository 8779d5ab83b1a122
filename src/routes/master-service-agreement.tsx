import { createFileRoute } from '@tanstack/react-router'
import { MasterServiceAgreement } from '../features/legal/components/master-service-agreement.tsx'
import { PublicLayout } from '../features/shell/components/public-layout.tsx'

export const Route = createFileRoute('/master-service-agreement')({
  component: MasterServiceAgreementPage,
})

function MasterServiceAgreementPage() {
  return (
    <PublicLayout>
      <MasterServiceAgreement />
    </PublicLayout>
  )
}
