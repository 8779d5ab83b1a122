import { useMutation } from '@tanstack/react-query'
import { signInWithCode } from '../session/sign-in.ts'

/** Verify, token, profile and config as one pending state for the code form. */
export function useSignInWithCode() {
  return useMutation({ mutationFn: signInWithCode })
}
