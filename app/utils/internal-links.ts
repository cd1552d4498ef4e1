import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'

/** Addresses that are documents of their own (feeds, files, the APIs), never router pages. */
const FULL_LOAD = /^\/(feed|wp-json|api|assets)(\/|$)|\.[a-z0-9]+$/i

/**
 * Lets links inside server-supplied HTML (menus, CMS bodies) navigate with the client router,
 * as the app's own <Link>s do; modified clicks, other origins and files load normally.
 */
export function useInternalLinkNavigation() {
  const navigate = useNavigate()
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest('a')
    if (!link || !event.currentTarget.contains(link)) return
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
    const url = new URL(link.href, window.location.href)
    if (url.origin !== window.location.origin || FULL_LOAD.test(url.pathname)) return
    event.preventDefault()
    navigate(url.pathname + url.search + url.hash)
  }
}
