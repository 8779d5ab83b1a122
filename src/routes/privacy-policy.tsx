import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicy } from '../features/legal/components/privacy-policy.tsx'
import { PublicLayout } from '../features/shell/components/public-layout.tsx'

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  return (
    <PublicLayout>
      <PrivacyPolicy />
    </PublicLayout>
  )
}
