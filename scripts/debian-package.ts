import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * What the test scripts need from the machine (Chromium, PostgreSQL, Redis) comes from Debian's
 * packages. They install it themselves when they can, and otherwise stop at once with one line
 * saying what to run: a test run must neither hang on a prompt nor fail minutes in.
 */
export interface Host {
  isRoot: boolean
  hasAptGet: boolean
}

export type Provision =
  { do: 'use' } | { do: 'install'; pkg: string; message: string } | { do: 'stop'; message: string }

export interface Need {
  present: boolean
  /** Debian's package name, e.g. `chromium`. */
  pkg: string
  /** What is missing and where, e.g. `Chromium not found at /usr/bin/chromium`. */
  missing: string
  /** The other way out, e.g. `set CHROMIUM_PATH to a Chromium binary`. */
  orElse: string
}

export function installCommand(pkg: string, host: Host): string {
  return `${host.isRoot ? '' : 'sudo '}apt-get install ${pkg}`
}

/** The one line to print when the package is missing and will not be installed here. */
function instruction(need: Need, host: Host): string {
  // Without apt-get this is not Debian, and any command we named would be a guess.
  const install = host.hasAptGet
    ? `install it with "${installCommand(need.pkg, host)}"`
    : 'install it'
  return `${need.missing}: ${install} or ${need.orElse}`
}

export function provision(need: Need, host: Host): Provision {
  if (need.present) return { do: 'use' }
  const message = instruction(need, host)
  return host.isRoot && host.hasAptGet
    ? { do: 'install', pkg: need.pkg, message }
    : { do: 'stop', message }
}

export function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

function onPath(command: string): boolean {
  const dirs = (process.env.PATH ?? '').split(path.delimiter)
  return dirs.some((dir) => dir && isExecutableFile(path.join(dir, command)))
}

export function thisHost(): Host {
  return { isRoot: process.getuid?.() === 0, hasAptGet: onPath('apt-get') }
}

export function stop(message: string): never {
  console.error(message)
  process.exit(1)
}

function aptGet(args: string[]): boolean {
  const result = spawnSync('apt-get', args, {
    // No stdin and no debconf questions: nothing here may wait for an answer.
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status === 0) return true
  // apt-get's chatter is hidden when it works; when it fails, its last lines say why.
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`
  console.error(output.trimEnd().split('\n').slice(-20).join('\n'))
  return false
}

/**
 * Carries out a provision: returns when the need is met (after installing the package when the
 * provision says so and `isPresent` then agrees), otherwise prints its message and exits.
 */
export function carryOut(step: Provision, label: string, isPresent: () => boolean): void {
  if (step.do === 'use') return
  if (step.do === 'stop') stop(step.message)
  console.log(`Installing ${label} from Debian's packages (apt-get install ${step.pkg})…`)
  const installed =
    aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', step.pkg]) && isPresent()
  if (!installed) stop(step.message)
}
