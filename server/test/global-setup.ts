import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { newPglite, openPglite, openPostgres } from '../src/db/client.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    /** With DATABASE_URL: a migrated database each test file's database is copied from. */
    postgresTemplate: string | null
  }
}

/** Migrating once and copying (`create database … template`) beats migrating per test file. */
async function postgresTemplate(url: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `siteoffice_template_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const templateUrl = new URL(url)
  templateUrl.pathname = `/${name}`
  // Closed before any copy: PostgreSQL copies only a template nobody is connected to.
  const database = await openPostgres(templateUrl.toString())
  await database.migrate()
  await database.close()
  return {
    name,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
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
  const url = process.env.DATABASE_URL
  const template = url ? await postgresTemplate(url) : null
  project.provide('postgresTemplate', template?.name ?? null)
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true })
    await template?.drop()
  }
}
