import { useState } from 'react'
import type { TGetOtpResponse } from '../../../../contract/auth.ts'
import type { SignInResult } from '../session/sign-in.ts'
import { CodeForm } from './code-form.tsx'
import { CustomerOnlyNotice } from './customer-only-notice.tsx'
import { MobileNumberForm } from './mobile-number-form.tsx'

type Step =
  | { kind: 'number'; phone: string }
  | { kind: 'code'; phone: string; code: TGetOtpResponse; sentAt: number }
  | { kind: 'customer-only'; phone: string }

/** Spec 000 section 4, steps 1 to 5; `onSignedIn` runs once the session is stored. */
export function SignInFlow({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'number', phone: '' })

  if (step.kind === 'number') {
    return (
      <MobileNumberForm
        defaultPhone={step.phone}
        onCodeSent={(phone, code) => setStep({ kind: 'code', phone, code, sentAt: Date.now() })}
      />
    )
  }
  if (step.kind === 'customer-only') {
    return <CustomerOnlyNotice onUseAnotherNumber={() => setStep({ kind: 'number', phone: '' })} />
  }
  return (
    <CodeForm
      phone={step.phone}
      code={step.code}
      sentAt={step.sentAt}
      onCodeResent={(code) => setStep({ ...step, code, sentAt: Date.now() })}
      onChangeNumber={() => setStep({ kind: 'number', phone: step.phone })}
      onResult={(result: SignInResult) => {
        if (result.kind === 'signed-in') onSignedIn()
        else setStep({ kind: 'customer-only', phone: step.phone })
      }}
    />
  )
}
