import type { Redis } from 'ioredis'

/**
 * A client of the configured Redis. ioredis is loaded only where REDIS_URL is set: a server on
 * one machine never uses it, and it is 9 MB of memory (issue 15's budget).
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis: Client } = await import('ioredis')
  return new Client(url)
}
