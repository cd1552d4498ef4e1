import type { MouseEvent } from 'react'
import { playVideoFacade } from './play-video-facade.ts'
import { useInternalLinkNavigation } from './internal-links.ts'

/** The clicks a CMS body handles: an embedded video's play, then its links through the client router. */
export function useCmsBodyClick() {
  const followInternalLink = useInternalLinkNavigation()
  return (event: MouseEvent<HTMLElement>) => {
    playVideoFacade(event)
    followInternalLink(event)
  }
}
