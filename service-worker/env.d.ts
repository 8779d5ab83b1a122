// Vite builds the worker too (vite-plugin-pwa injectManifest), replacing these at build time.
interface ImportMetaEnv {
  /** API origin when the API is not served from the PWA's own origin (as in src/). */
  readonly VITE_API_BASE_URL?: string
  /** Milliseconds a GET waits for the network before a stored answer (default 4000). */
  readonly VITE_SW_NETWORK_TIMEOUT_MS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
