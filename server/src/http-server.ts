import fs from 'node:fs'
import type { Http2SecureServer } from 'node:http2'
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify'
import { ConfigError, type Config } from './config.ts'

function readPem(variable: 'TLS_CERT_FILE' | 'TLS_KEY_FILE', file: string): Buffer {
  try {
    return fs.readFileSync(file)
  } catch (error) {
    throw new ConfigError([`${variable}: cannot read ${file} (${(error as Error).message})`])
  }
}

/**
 * Fastify over HTTPS when the configuration names a certificate: HTTP/2, so a first visit's
 * forty-odd chunks share one connection instead of queueing six at a time (decision 0062), with
 * HTTP/1.1 beside it for WebSocket upgrades and older clients. Otherwise plain HTTP/1.1.
 */
export function createFastify(config: Config, options: FastifyServerOptions): FastifyInstance {
  if (!config.TLS_CERT_FILE || !config.TLS_KEY_FILE) return Fastify(options)
  const https = {
    allowHTTP1: true,
    cert: readPem('TLS_CERT_FILE', config.TLS_CERT_FILE),
    key: readPem('TLS_KEY_FILE', config.TLS_KEY_FILE),
  }
  // Routes and plugins are typed against HTTP/1; over HTTP/2 Fastify gives them the same request
  // and reply (its compatibility layer), so one type serves both.
  const secure = { ...options, http2: true, https } as FastifyHttp2SecureOptions<Http2SecureServer>
  return Fastify(secure) as unknown as FastifyInstance
}

/** The address this machine reaches the server at. */
export function localUrl(config: Config, port: string | number): string {
  return `${config.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${port}`
}
