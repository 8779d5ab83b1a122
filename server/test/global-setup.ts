import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { newPglite, openPglite } from '../src/db/client.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
  }
}

/**
 * A fresh PGlite costs seconds to create and migrate; doing it once and letting every test
 * file load the dump keeps the suite fast.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-template-'))
  const file = path.join(dir, 'migrated.tar.gz')
  const client = newPglite()
  const database = await openPglite(client)
  await database.migrate()
  const dump = await client.dumpDataDir('gzip')
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteTemplate', file)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
