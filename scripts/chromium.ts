import { installCommand, provision, type Host, type Provision } from './debian-package.ts'

/** Where Debian's `chromium` package puts the browser; playwright.config.ts uses the same. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

export interface ChromiumCheck extends Host {
  env: { CHROMIUM_PATH?: string | undefined }
  exists: (file: string) => boolean
}

export function chromiumPath(env: ChromiumCheck['env']): string {
  return env.CHROMIUM_PATH || DEBIAN_CHROMIUM
}

/** What `npm test` does about the browser before any step runs. */
export function chromiumProvision({ env, exists, ...host }: ChromiumCheck): Provision {
  const explicit = env.CHROMIUM_PATH
  const file = chromiumPath(env)
  if (exists(file)) return { do: 'use' }
  if (explicit) {
    // Installing Debian's package would not put a browser at the path that was asked for.
    return {
      do: 'stop',
      message:
        `Chromium not found at ${file} (CHROMIUM_PATH): set CHROMIUM_PATH to a Chromium binary,` +
        ` or unset it and run "${installCommand('chromium', host)}"`,
    }
  }
  return provision(
    {
      present: false,
      pkg: 'chromium',
      missing: `Chromium not found at ${file}`,
      orElse: 'set CHROMIUM_PATH to a Chromium binary',
    },
    host,
  )
}
