import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { carryOut, isExecutableFile, provision, stop, thisHost } from './debian-package.ts'

/** Debian installs each major version side by side: /usr/lib/postgresql/15/bin, …/16/bin. */
const PG_ROOT = '/usr/lib/postgresql'

export function newestVersion(versions: string[]): string | undefined {
  return versions.toSorted((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1)
}

function findPgBin(): string | undefined {
  const versions = fs.existsSync(PG_ROOT)
    ? fs.readdirSync(PG_ROOT).filter((v) => isExecutableFile(path.join(PG_ROOT, v, 'bin/initdb')))
    : []
  const newest = newestVersion(versions)
  return newest && path.join(PG_ROOT, newest, 'bin')
}

/** The newest installed PostgreSQL's bin directory, installing Debian's package when it can. */
export function postgresBin(): string {
  const step = provision(
    {
      present: findPgBin() !== undefined,
      pkg: 'postgresql',
      missing: `PostgreSQL not found under ${PG_ROOT}`,
      orElse: 'set DATABASE_URL to a PostgreSQL database',
    },
    thisHost(),
  )
  carryOut(step, 'PostgreSQL', () => findPgBin() !== undefined)
  return findPgBin() ?? stop(`PostgreSQL not found under ${PG_ROOT}`)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface Cluster {
  port: number
  url: string
  version: string
}

/**
 * A cluster nobody else uses, on loopback only, in a temporary directory. It is stopped and its
 * directory removed when this process exits, whatever the reason: the caller turns signals into
 * an exit.
 */
export async function startThrowawayCluster(bin: string): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-pg-'))
  const data = path.join(dir, 'data')
  const log = path.join(dir, 'server.log')
  // initdb refuses to run as root, so as root the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0

  function pg(tool: string, args: string[]) {
    const command = path.join(bin, tool)
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args]
    // pg_ctl hands the server its log file, so these pipes close when pg_ctl returns.
    return spawnSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
  }

  function must(tool: string, args: string[]) {
    const result = pg(tool, args)
    if (result.status === 0) return
    const logTail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trimEnd() : ''
    console.error([result.stdout, result.stderr, result.error?.message, logTail].join('\n').trim())
    stop(`${tool} failed for the throwaway PostgreSQL cluster (output above)`)
  }

  process.once('exit', () => {
    if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
      pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
    }
    fs.rmSync(dir, { recursive: true, force: true })
  })

  if (asRoot && spawnSync('chown', ['postgres', dir]).status !== 0) {
    stop('test:pg runs as root and needs a "postgres" user to own its cluster, or set DATABASE_URL')
  }
  const port = await freePort()
  // C collation and UTF-8, as on PGlite, whatever the machine's locale is.
  must('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '-N'])
  const options = [
    `-p ${port}`,
    `-k '${dir}'`,
    '-c listen_addresses=127.0.0.1',
    // Throwaway data: durability only slows the suite down.
    '-c fsync=off',
  ].join(' ')
  must('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start'])
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: path.basename(path.dirname(bin)),
  }
}
