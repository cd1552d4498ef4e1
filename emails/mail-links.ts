/**
 * The links of a mail, in the order a reader meets them. Components write a marker for each
 * address while React renders; once the HTML is whole, the markers are replaced in the order they
 * appear, so `link` is called once per address (a story's image and title share one) in document
 * order, whatever order React rendered the components in.
 */
export interface MailLink {
  url: string
  sponsor: string | null
}

export type LinkWriter = (url: string, sponsor: string | null) => string

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

export function createMailLinks() {
  // A fresh nonce per mail, so a title that happens to spell a marker cannot become a link.
  const nonce = crypto.randomUUID().slice(0, 8)
  const pattern = new RegExp(`%%link-${nonce}-(\\d+)%%`, 'g')
  const byKey = new Map<string, number>()
  const registered: MailLink[] = []

  /** The marker for an address: the same one each time the same address (and sponsor) comes back. */
  function marker(url: string, sponsor: string | null = null): string {
    const key = `${sponsor ?? ''}\n${url}`
    let index = byKey.get(key)
    if (index === undefined) {
      index = registered.push({ url, sponsor }) - 1
      byKey.set(key, index)
    }
    return `%%link-${nonce}-${index}%%`
  }

  /** Replaces the markers in document order, asking `link` for each address's href the first time it appears. */
  function resolve(html: string, link: LinkWriter) {
    const hrefs = new Map<number, string>()
    const links: MailLink[] = []
    const out = html.replace(pattern, (_, index: string) => {
      const at = Number(index)
      let href = hrefs.get(at)
      if (href === undefined) {
        const { url, sponsor } = registered[at]!
        href = link(url, sponsor)
        hrefs.set(at, href)
        links.push({ url, sponsor })
      }
      return escapeAttribute(href)
    })
    /** The text part with the same hrefs as the HTML (an address the HTML lacks is written as it is). */
    const resolveText = (text: string) => text.replace(pattern, (_, index: string) => hrefs.get(Number(index)) ?? registered[Number(index)]!.url)
    return { html: out, links, resolveText }
  }

  return { marker, resolve }
}

export type MailLinks = ReturnType<typeof createMailLinks>
