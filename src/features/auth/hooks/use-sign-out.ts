import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { signOut } from '../session/sign-out.ts'

/** Sign-out for a button or menu item: pending while the server is told, then /login. */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)

  async function run() {
    setPending(true)
    try {
      await signOut(queryClient)
    } finally {
      setPending(false)
      await navigate({ to: '/login', replace: true })
    }
  }

  return { signOut: run, pending }
}
