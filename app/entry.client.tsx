import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { routeChunkLoading } from './utils/route-chunks.ts'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[routeChunkLoading]} />
    </StrictMode>,
  )
})
