import { createFileRoute } from '@tanstack/react-router'
import { CookiePolicy } from '../features/legal/components/cookie-policy.tsx'
import { PublicLayout } from '../features/shell/components/public-layout.tsx'

export const Route = createFileRoute('/cookie-policy')({
  component: CookiePolicyPage,
})

function CookiePolicyPage() {
  return (
    <PublicLayout>
      <CookiePolicy />
    </PublicLayout>
  )
}
