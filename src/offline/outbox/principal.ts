/**
 * Whose session may send: the signed-in user in the organisation they work in. The signed-in
 * layout sets it (offline/ sits below features and cannot read the session itself); rows of
 * any other user or organisation wait, visible, until that session is back.
 */
export interface OutboxPrincipal {
  userId: string
  orgId: string
}

type Listener = () => void

let current: OutboxPrincipal | null = null
const listeners = new Set<Listener>()

export function getOutboxPrincipal(): OutboxPrincipal | null {
  return current
}

export function setOutboxPrincipal(next: OutboxPrincipal | null): void {
  if (current?.userId === next?.userId && current?.orgId === next?.orgId) return
  // A copy: a caller mutating its object later must not change who may send.
  current = next ? { userId: next.userId, orgId: next.orgId } : null
  for (const listener of listeners) listener()
}

export function subscribeOutboxPrincipal(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function ownsRow(
  principal: OutboxPrincipal | null,
  row: { userId: string; orgId: string },
): boolean {
  return principal !== null && row.userId === principal.userId && row.orgId === principal.orgId
}
