import type { PGlite } from '@electric-sql/pglite'
import { Placeholder } from 'drizzle-orm'
import type { Database } from './client.ts'

type Param = string | number | boolean | null

interface PreparableQuery<T> {
  toSQL(): { sql: string; params: unknown[] }
  prepare(name: string): { execute(values: Record<string, Param>): Promise<T[]> }
}

/** A value as an SQL literal; standard_conforming_strings (on by default) keeps `\` literal. */
function literal(value: Param): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`)
    return String(value)
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (value.includes('\0')) throw new Error('a text parameter holds NUL')
  return `'${value.replaceAll("'", "''")}'`
}

/**
 * A hot read, planned once. On PostgreSQL it is drizzle's named statement, which node-postgres
 * prepares once per pooled connection. PGlite's `query()` parses, plans and describes the text
 * on every call, most of a small query's cost there and on the only connection every request
 * shares; so on PGlite the statement is PREPAREd once and EXECUTEd, with its parameters as
 * quoted literals (EXECUTE takes no bound parameters). `fields` names the selected columns in
 * their order.
 */
export function plannedOnce<T extends Record<string, unknown>>(
  database: Database,
  name: string,
  query: PreparableQuery<T>,
  fields: readonly (keyof T & string)[],
): (values: Record<string, Param>) => Promise<T[]> {
  if (database.kind === 'postgres') {
    const prepared = query.prepare(name)
    return (values) => prepared.execute(values)
  }
  const client = (database.db as unknown as { $client: PGlite }).$client
  const { sql: text, params } = query.toSQL()
  let ready: Promise<unknown> | undefined
  return async (values) => {
    ready ??= client.exec(`PREPARE ${name} AS ${text}`).catch((error: unknown) => {
      ready = undefined
      throw error
    })
    await ready
    const args = params.map((p) => {
      const value = p instanceof Placeholder ? values[p.name] : (p as Param)
      if (value === undefined) throw new Error(`${name}: no value for a parameter`)
      return literal(value)
    })
    const call = args.length ? `EXECUTE ${name}(${args.join(', ')})` : `EXECUTE ${name}`
    const result = await client.query<unknown[]>(call, [], { rowMode: 'array' })
    return result.rows.map(
      (row) => Object.fromEntries(fields.map((field, i) => [field, row[i] ?? null])) as T,
    )
  }
}
