/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** API origin (and optional path prefix) when the API is not served from the PWA's own origin. */
  readonly VITE_API_BASE_URL?: string
  /** The chat socket's origin when it is not the API's (decision 0040). */
  readonly VITE_CHAT_URL?: string
}

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
