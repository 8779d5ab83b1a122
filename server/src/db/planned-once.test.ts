import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { newPglite, openPglite, type Database } from './client.ts'
import { plannedOnce } from './planned-once.ts'

const notes = pgTable('notes', {
  id: text().primaryKey(),
  owner: text(),
  rank: integer().notNull(),
  tags: jsonb().$type<string[]>().notNull(),
})

let database: Database

beforeAll(async () => {
  // The suite's migrated template: quicker to load than a new cluster is to make.
  database = await openPglite(
    newPglite({ loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) }),
  )
  await database.db.execute(
    sql`create table notes (id text primary key, owner text, rank int not null, tags jsonb not null)`,
  )
  await database.db.insert(notes).values([
    { id: "o'brien", owner: 'a', rank: 1, tags: ['x'] },
    { id: 'back\\slash', owner: null, rank: 2, tags: [] },
    { id: 'plain', owner: 'a', rank: 3, tags: ['y', 'z'] },
  ])
})
afterAll(() => database.close())

const byIdAndRank = () =>
  database.db
    .select({ owner: notes.owner, tags: notes.tags, rank: notes.rank })
    .from(notes)
    .where(
      and(
        eq(notes.id, sql.placeholder('id')),
        eq(notes.rank, sql.placeholder('rank')),
        // A value drizzle binds as a parameter of its own, beside the placeholders.
        sql`${notes.rank} < ${10}`,
      ),
    )

describe('plannedOnce on PGlite', () => {
  it('answers as drizzle does, with quotes and backslashes kept as text', async () => {
    const find = plannedOnce(database, 'note_by_id', byIdAndRank(), ['owner', 'tags', 'rank'])
    expect(await find({ id: "o'brien", rank: 1 })).toEqual([{ owner: 'a', tags: ['x'], rank: 1 }])
    expect(await find({ id: 'back\\slash', rank: 2 })).toEqual([{ owner: null, tags: [], rank: 2 }])
    expect(await find({ id: "' or '1'='1", rank: 1 })).toEqual([])
    expect(await find({ id: 'plain', rank: 3 })).toEqual(
      await byIdAndRank().prepare('p').execute({ id: 'plain', rank: 3 }),
    )
  })

  it('prepares the statement once, however many calls', async () => {
    const find = plannedOnce(database, 'note_once', byIdAndRank(), ['owner', 'tags', 'rank'])
    await Promise.all([find({ id: 'plain', rank: 3 }), find({ id: 'plain', rank: 3 })])
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from pg_prepared_statements where name = 'note_once'`,
    )) as { rows: unknown[] }
    expect(rows).toEqual([{ n: 1 }])
  })

  it('refuses a missing value rather than sending NULL for it', async () => {
    const find = plannedOnce(database, 'note_missing', byIdAndRank(), ['owner', 'tags', 'rank'])
    await expect(find({ id: 'plain' })).rejects.toThrow(/no value/)
  })
})
