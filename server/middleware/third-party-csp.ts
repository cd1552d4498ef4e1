import type { ThirdPartyConfig } from '#lib/third-party-config.ts'

/** Extra sources per CSP directive for the ad and analytics providers that are configured. */
export interface CspSources {
  script: string[]
  connect: string[]
  img: string[]
  frame: string[]
  /** Sound and video files: the publisher's WordPress uploads (its Video block). */
  media: string[]
}

export const NO_SOURCES: CspSources = {
  script: [],
  connect: [],
  img: [],
  frame: [],
  media: [],
}

/**
 * The hosts each real provider loads from after its first script. They are listed only when the
 * script comes from that provider: a stand-in (tests, a self-hosted copy) gets just its own origin.
 */
const PROVIDER_HOSTS: Record<'ads' | 'analytics' | 'productAnalytics', { home: string; sources: Partial<Omit<CspSources, 'media'>> }> = {
  ads: {
    home: 'https://securepubads.g.doubleclick.net',
    sources: {
      script: ['https://pagead2.googlesyndication.com', 'https://tpc.googlesyndication.com'],
      connect: ['https://pagead2.googlesyndication.com'],
      img: ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://*.gstatic.com'],
      frame: ['https://*.safeframe.googlesyndication.com', 'https://tpc.googlesyndication.com', 'https://googleads.g.doubleclick.net'],
    },
  },
  analytics: {
    home: 'https://www.googletagmanager.com',
    sources: {
      connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
      img: ['https://*.google-analytics.com'],
    },
  },
  productAnalytics: {
    home: 'https://cdn.amplitude.com',
    sources: {
      connect: ['https://api2.amplitude.com', 'https://api.eu.amplitude.com'],
    },
  },
}

/**
 * A configured provider's script origin goes into script-src, connect-src, img-src and frame-src.
 * Nonce pages would reach the script through 'strict-dynamic' anyway, but cached pages carry a
 * hash-based policy without it, so the hosts must be named.
 */
export function getThirdPartyCspSources(config: ThirdPartyConfig): CspSources {
  const sources: CspSources = { script: [], connect: [], img: [], frame: [], media: [] }
  for (const provider of ['ads', 'analytics', 'productAnalytics'] as const) {
    const settings = config[provider]
    if (!settings) continue
    const origin = new URL(settings.scriptUrl).origin
    for (const list of [sources.script, sources.connect, sources.img, sources.frame]) list.push(origin)
    const known = PROVIDER_HOSTS[provider]
    if (origin !== known.home) continue
    for (const [directive, hosts] of Object.entries(known.sources) as [keyof CspSources, string[]][]) sources[directive].push(...hosts)
  }
  const unique = (list: string[]) => [...new Set(list)]
  return {
    script: unique(sources.script),
    connect: unique(sources.connect),
    img: unique(sources.img),
    frame: unique(sources.frame),
    media: unique(sources.media),
  }
}

/**
 * With a publisher's WordPress (CONTENT_API_URL), its uploads are shown and played from its own
 * address and its authors' pictures from Gravatar, WordPress's avatar service.
 */
export function withContentMedia(sources: CspSources, contentApiUrl: string | undefined): CspSources {
  if (!contentApiUrl) return sources
  const origin = new URL(contentApiUrl).origin
  return {
    ...sources,
    img: [...new Set([...sources.img, origin, 'https://secure.gravatar.com'])],
    media: [...new Set([...sources.media, origin])],
  }
}
