import { Button, HStack, Skeleton, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type {} from 'altcha/types/react'
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { DEMO_PATHS } from '../../../../contract/demo-requests.ts'
import { captchaWidgetFetch } from '../api/captcha.ts'

export type TCaptchaState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code'

interface StateChangeDetail {
  state: TCaptchaState
  payload: string | null
}

// The widget (and its workers) load only when the form is shown, not with the app.
let widgetLoaded: Promise<void> | undefined
function loadWidget(): Promise<void> {
  widgetLoaded ??= (async () => {
    await import('altcha')
    await import('altcha/i18n/hi')
    // Set before the first <altcha-widget> exists, so no instance ever fetches on its own.
    globalThis.$altcha.defaults.set({ fetch: captchaWidgetFetch, hideFooter: true })
  })().catch((error: unknown) => {
    widgetLoaded = undefined // a later attempt may succeed (connection back, new deploy)
    throw error
  })
  return widgetLoaded
}

// Chakra's tokens, so the widget follows the light or dark theme like the rest of the form.
const THEME = {
  '--altcha-color-base': 'var(--chakra-colors-bg-panel)',
  '--altcha-color-base-content': 'var(--chakra-colors-fg)',
  '--altcha-color-neutral': 'var(--chakra-colors-border-emphasized)',
  '--altcha-color-neutral-content': 'var(--chakra-colors-fg-muted)',
  '--altcha-color-primary': 'var(--chakra-colors-brand-solid)',
  '--altcha-color-primary-content': 'var(--chakra-colors-brand-contrast)',
  '--altcha-color-success': 'var(--chakra-colors-green-solid)',
  '--altcha-color-error': 'var(--chakra-colors-red-solid)',
  '--altcha-checkbox-outline-color': 'var(--chakra-colors-brand-focus-ring)',
  '--altcha-border-radius': 'var(--chakra-radii-l2)',
  '--altcha-max-width': '100%',
} as CSSProperties

/**
 * ALTCHA's self-hosted proof of work: the browser solves a small puzzle (in web workers, from
 * blob: URLs, which the CSP's worker-src allows) and hands back a payload the server checks.
 */
export function AltchaCaptcha({
  onStateChange,
}: {
  onStateChange: (state: TCaptchaState, payload: string | null) => void
}) {
  const { i18n } = useLingui()
  const [load, setLoad] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [attempt, setAttempt] = useState(0)
  const ready = load === 'ready'
  const widget = useRef<HTMLElement>(null)
  const listener = useRef(onStateChange)

  useEffect(() => {
    listener.current = onStateChange
  }, [onStateChange])

  useEffect(() => {
    let live = true
    loadWidget().then(
      () => live && setLoad('ready'),
      () => live && setLoad('failed'),
    )
    return () => {
      live = false
    }
  }, [attempt])

  useEffect(() => {
    const element = widget.current
    if (!ready || !element) return
    const onChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail
      listener.current(state, payload)
    }
    element.addEventListener('statechange', onChange)
    return () => element.removeEventListener('statechange', onChange)
  }, [ready])

  if (load === 'failed') {
    return (
      <HStack gap="3" wrap="wrap" role="alert">
        <Text color="fg.error">
          <Trans>The robot check could not load.</Trans>
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setLoad('loading')
            setAttempt((n) => n + 1)
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </HStack>
    )
  }
  if (!ready) return <Skeleton height="16" borderRadius="l2" />
  return (
    <altcha-widget
      ref={widget}
      challenge={DEMO_PATHS.captchaChallenge}
      language={i18n.locale}
      style={THEME}
    />
  )
}
