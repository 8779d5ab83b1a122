/**
 * Serialised answers, each valid while its organisation's read generation is the one it was
 * built at and until its deadline; bounded by bytes, least recently used out first.
 */
interface Entry {
  generation: string
  body: Buffer
  expiresAt: number
  bytes: number
}

/** What an entry costs beyond its body: the key (UTF-16) and the Map's and entry's own. */
const OVERHEAD = 160

export class AnswerCache {
  readonly #entries = new Map<string, Entry>()
  #bytes = 0
  hits = 0
  misses = 0

  constructor(readonly maxBytes: number) {}

  get bytes() {
    return this.#bytes
  }

  get size() {
    return this.#entries.size
  }

  get(key: string, generation: string, now = Date.now()): Buffer | undefined {
    const entry = this.#entries.get(key)
    if (!entry || entry.generation !== generation || now >= entry.expiresAt) {
      if (entry) this.#remove(key, entry)
      this.misses++
      return undefined
    }
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    this.hits++
    return entry.body
  }

  set(key: string, generation: string, body: Buffer, expiresAt: number): void {
    const bytes = body.length + key.length * 2 + OVERHEAD
    const old = this.#entries.get(key)
    if (old) this.#remove(key, old)
    if (bytes > this.maxBytes / 4) return
    this.#entries.set(key, { generation, body, expiresAt, bytes })
    this.#bytes += bytes
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#remove(oldest, entry)
    }
  }

  clear(): void {
    this.#entries.clear()
    this.#bytes = 0
  }

  #remove(key: string, entry: Entry) {
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }
}
