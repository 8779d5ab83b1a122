import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromiumPath, chromiumProvision } from './chromium.ts'
import { carryOut, isExecutableFile, thisHost } from './debian-package.ts'

/**
 * `npm test`: every check a change must pass, in the order that fails fastest. All steps run
 * so one report shows everything; the exit code is non-zero if any failed.
 */
interface Counts {
  passed: number
  failed: number
  skipped: number
}

const only = process.argv.slice(2)
const chromium = chromiumPath(process.env)

// The browser comes first: finding it missing after minutes of lint and unit tests wastes them.
if (!only.length || only.includes('e2e')) {
  const step = chromiumProvision({ env: process.env, exists: isExecutableFile, ...thisHost() })
  carryOut(step, 'Chromium', () => isExecutableFile(chromium))
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-test-'))

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function vitestCounts(file: string): Counts {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0 }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'))
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  }
}

function playwrightCounts(file: string): Counts {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0 }
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'))
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }
}

const vitest = (project: string) => () => {
  const file = path.join(reports, `${project}.json`)
  const ok = run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ])
  return { ok, counts: vitestCounts(file) }
}

const steps: Record<string, () => { ok: boolean; counts?: Counts }> = {
  // eslint, then knip (unused files, exports and dependencies): the package's own lint script.
  lint: () => ({ ok: run('npm', ['run', 'lint']) }),
  typecheck: () => ({ ok: run('npx', ['tsc', '-b']) }),
  i18n: () => ({ ok: run('node', ['--import', 'tsx', 'scripts/i18n-check.ts']) }),
  unit: vitest('unit'),
  server: vitest('server'),
  build: () => ({ ok: run('npm', ['run', 'build']) }),
  e2e: () => {
    const file = path.join(reports, 'e2e.json')
    const ok = run('npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      // The very browser checked above, even when CHROMIUM_PATH was set but empty.
      CHROMIUM_PATH: chromium,
    })
    return { ok, counts: playwrightCounts(file) }
  },
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 }
const failedSteps: string[] = []
for (const [name, step] of Object.entries(steps)) {
  if (only.length && !only.includes(name)) continue
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const { ok, counts } = step()
  console.log(
    `=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (!ok) failedSteps.push(name)
  if (counts) for (const k of ['passed', 'failed', 'skipped'] as const) total[k] += counts[k]
}

fs.rmSync(reports, { recursive: true, force: true })
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
// A failed step without failed tests (lint, typecheck, build) still counts as a failure.
const failed =
  total.failed + failedSteps.filter((s) => !['unit', 'server', 'e2e'].includes(s)).length
console.log(`\ntests: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped`)
process.exit(failedSteps.length ? 1 : 0)
