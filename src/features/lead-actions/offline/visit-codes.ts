import { useSyncExternalStore } from 'react'
import type { TVisitType } from '../../../../contract/site-visits.ts'

/**
 * The code requests this device made, per user: a verification names its code by the request's
 * refId, and the request may have reached the server (and left the outbox) long before the
 * customer reads the code out. Local storage, so a reload keeps it and sign-out wipes it.
 */
export interface TCodeRequest {
  refId: string
  siteVisitId: string
  visitType: TVisitType
  leadId: string
  leadName: string
  slug: string
  /** Wall-clock ms. */
  requestedAt: number
}

type TStore = Record<string, TCodeRequest>

const KEY_PREFIX = 'siteoffice.visit-codes.'
/** Codes live minutes; a week-old request is of no use to anyone. */
const KEEP_MS = 7 * 24 * 60 * 60_000

const storageKey = (userId: string) => `${KEY_PREFIX}${userId}`

function read(userId: string): TStore {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '{}') as unknown
    return parsed && typeof parsed === 'object' ? (parsed as TStore) : {}
  } catch {
    return {}
  }
}

const listeners = new Set<() => void>()

export function rememberCodeRequest(userId: string, request: TCodeRequest): void {
  const kept = Object.values(read(userId)).filter(
    (r) => r.requestedAt > request.requestedAt - KEEP_MS && r.refId !== request.refId,
  )
  const next = Object.fromEntries([...kept, request].map((r) => [r.refId, r]))
  localStorage.setItem(storageKey(userId), JSON.stringify(next))
  for (const listener of listeners) listener()
}

export function codeRequestByRefId(userId: string, refId: string): TCodeRequest | undefined {
  return read(userId)[refId]
}

/** The newest code asked for a visit: the one the customer's latest SMS holds. */
export function latestCodeRequest(userId: string, siteVisitId: string): TCodeRequest | undefined {
  return Object.values(read(userId))
    .filter((r) => r.siteVisitId === siteVisitId)
    .sort((a, b) => b.requestedAt - a.requestedAt)[0]
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab asked for a code.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** Live: the newest code request of a visit (its refId, so a stable snapshot). */
export function useLatestCodeRequest(userId: string, siteVisitId: string): string | undefined {
  return useSyncExternalStore(subscribe, () => latestCodeRequest(userId, siteVisitId)?.refId)
}
