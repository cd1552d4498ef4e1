import { createContext, useContext } from 'react'

/** The request's script nonce on the server; browsers hide it, so it is empty after hydration. */
export const NonceContext = createContext('')

export function useNonce(): string {
  return useContext(NonceContext)
}
