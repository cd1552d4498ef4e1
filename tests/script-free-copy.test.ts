import { describe, expect, it } from 'vitest'
import { withoutScripts } from '../scripts/lib/script-free-proxy.ts'

/** The shapes the production build's pages carry (a hydrated page's preloads, a reading page's island). */
const PAGE = `<!DOCTYPE html><html><head>
<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-BiEmzXVY.js" nonce="abc"/>
<link rel="stylesheet" href="/assets/app-BO7ZZ4vh.css"/>
<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin=""/>
<script type="application/ld+json" nonce="abc">{"@type":"NewsArticle","headline":"A < B"}</script>
<script nonce="abc">document.documentElement.dataset.consent = "unknown"</script>
</head><body><main><h1>Title</h1><p>Body</p></main>
<script id="islands-config" type="application/json" nonce="abc">{"ads":[]}</script>
<script type="module" nonce="abc" src="/assets/islands-ZbkOxSIa.js"></script>
<script type="text/javascript">window.x = 1</script>
<SCRIPT>upper()</SCRIPT >
</body></html>`

describe("Lighthouse's script-free copy of a page", () => {
  const copy = withoutScripts(PAGE)

  it('drops every script the browser would run and every module preload', () => {
    expect(copy).not.toMatch(/modulepreload|islands-ZbkOxSIa|dataset\.consent|window\.x|upper\(\)/)
  })

  it('keeps the markup, styles, fonts and data blocks, so only what runs differs', () => {
    for (const kept of ['<link rel="stylesheet" href="/assets/app-BO7ZZ4vh.css"/>', 'as="font"', '"headline":"A < B"', 'id="islands-config"', '<main><h1>Title</h1><p>Body</p></main>']) {
      expect(copy).toContain(kept)
    }
  })
})
