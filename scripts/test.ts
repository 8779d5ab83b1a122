import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromiumPath, chromiumProvision } from './chromium.ts'
import { carryOut, isExecutableFile, thisHost } from './debian-package.ts'

/**
 * `npm test`: every check a change must pass, in the order that fails fastest. All steps run
 * so one report shows everything; the exit code is non-zero if any failed. The static checks
 * (lint, typecheck, i18n) are each one process on one core, so they run side by side, their
 * output held back and printed whole as each ends; the test steps use every core themselves.
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

type Output = 'inherit' | 'held'

function run(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  output: Output = 'inherit',
): Promise<{ ok: boolean; text: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    let text = ''
    child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
    child.on('error', (error) => resolve({ ok: false, text: `${text}${error.message}\n` }))
    child.on('close', (code) => resolve({ ok: code === 0, text }))
  })
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

const vitest = (project: string) => async (): Promise<StepResult> => {
  const file = path.join(reports, `${project}.json`)
  const { ok } = await run('npx', [
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

interface StepResult {
  ok: boolean
  counts?: Counts
  /** The step's output when it was held back rather than streamed. */
  text?: string
}

/** Steps in one group run side by side; the groups run one after another. */
const groups: Record<string, (output: Output) => Promise<StepResult>>[] = [
  {
    // eslint, then knip (unused files, exports and dependencies): the package's own lint script.
    lint: (output) => run('npm', ['run', 'lint'], {}, output),
    typecheck: (output) => run('npx', ['tsc', '-b'], {}, output),
    i18n: (output) => run('node', ['--import', 'tsx', 'scripts/i18n-check.ts'], {}, output),
  },
  { unit: vitest('unit') },
  { server: vitest('server') },
  { build: async () => run('npm', ['run', 'build']) },
  {
    e2e: async () => {
      const file = path.join(reports, 'e2e.json')
      const { ok } = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
        // The very browser checked above, even when CHROMIUM_PATH was set but empty.
        CHROMIUM_PATH: chromium,
      })
      return { ok, counts: playwrightCounts(file) }
    },
  },
]

const total: Counts = { passed: 0, failed: 0, skipped: 0 }
const failedSteps: string[] = []

async function runStep(
  name: string,
  step: (output: Output) => Promise<StepResult>,
  output: Output,
) {
  if (output === 'inherit') console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const { ok, counts, text } = await step(output)
  if (output === 'held') console.log(`\n=== ${name} ===\n${text ?? ''}`)
  console.log(
    `=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (!ok) failedSteps.push(name)
  if (counts) for (const k of ['passed', 'failed', 'skipped'] as const) total[k] += counts[k]
}

for (const group of groups) {
  const chosen = Object.entries(group).filter(([name]) => !only.length || only.includes(name))
  const output: Output = chosen.length > 1 ? 'held' : 'inherit'
  await Promise.all(chosen.map(([name, step]) => runStep(name, step, output)))
}

fs.rmSync(reports, { recursive: true, force: true })
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
// A failed step without failed tests (lint, typecheck, build) still counts as a failure.
const failed =
  total.failed + failedSteps.filter((s) => !['unit', 'server', 'e2e'].includes(s)).length
console.log(`\ntests: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped`)
process.exit(failedSteps.length ? 1 : 0)
