import { createFileRoute } from '@tanstack/react-router'
import { TermsAndConditions } from '../features/legal/components/terms-and-conditions.tsx'
import { PublicLayout } from '../features/shell/components/public-layout.tsx'

export const Route = createFileRoute('/terms-conditions')({
  component: TermsAndConditionsPage,
})

function TermsAndConditionsPage() {
  return (
    <PublicLayout>
      <TermsAndConditions />
    </PublicLayout>
  )
}
