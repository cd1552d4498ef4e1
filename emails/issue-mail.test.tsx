import { describe, expect, it } from 'vitest'
import { GMAIL_CLIP_BYTES, OPEN_PIXEL_TAG, RECIPIENT_PLACEHOLDERS, type IssueContent } from '#lib/newsletter-issue.ts'
import { renderIssue } from './issue-mail.tsx'
import { SAMPLE_SITE_URL, sampleIssue } from './sample-issue.ts'

/** Renders with a link writer that numbers the addresses it is given, as the click links do. */
async function rendered(content: IssueContent = sampleIssue()) {
  const calls: { url: string; sponsor: string | null }[] = []
  const link = (url: string, sponsor: string | null) => `https://quota.example/n/c/7/${calls.push({ url, sponsor }) - 1}/sig`
  const issue = await renderIssue(content, { siteUrl: SAMPLE_SITE_URL, siteName: 'Quota', link })
  return { ...issue, calls }
}

const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? []
const hrefs = (html: string) => tags(html, 'a').map((tag) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? '')

describe('the issue mail', () => {
  it('stays under Gmail’s clipping size with ten stories and a long intro, in tables 600 pixels wide', async () => {
    const { html } = await rendered()
    expect(Buffer.byteLength(html)).toBeLessThan(GMAIL_CLIP_BYTES)
    expect(html).toMatch(/<html[^>]*\blang="en"/)
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>')
    expect(html).toContain('max-width:600px')
    // Outlook on Windows ignores max-width: a fixed-width table only it sees holds the column.
    expect(html).toMatch(/<!--\[if mso\]><table role="presentation" width="600"[^>]*><tr><td><!\[endif\]--><table[^>]*class="mail-paper"/)
    expect(html).toContain('<!--[if mso]></td></tr></table><![endif]-->')
    const tables = tags(html, 'table')
    expect(tables.length).toBeGreaterThan(5)
    for (const table of tables) expect(table).toContain('role="presentation"')
    // No web fonts from a CDN: the font stack is the reader's own.
    expect(html).not.toMatch(/@font-face|@import|fonts\.googleapis/)
  })

  it('gives every image its width, height and alt text, and holds the open pixel exactly as the sender removes it', async () => {
    const { html } = await rendered()
    const images = tags(html, 'img')
    expect(images.length).toBe(1 + 7 + 1 + 1) // the lead, seven of the nine others (two have none), the sponsor's logo, the pixel
    for (const image of images) expect(image).toMatch(/(?=.*\balt="[^"]*")(?=.*\bwidth="\d+")(?=.*\bheight="\d+")/)
    expect(html.split(OPEN_PIXEL_TAG)).toHaveLength(2)
    // Removing the pixel leaves no trace of its address (React's image preloads are taken out).
    expect(html.replace(OPEN_PIXEL_TAG, '')).not.toContain(RECIPIENT_PLACEHOLDERS.openPixelUrl)
  })

  it('writes every link through `link`, once per address in document order, and lists them in that order', async () => {
    const { html, links, calls } = await rendered()
    expect(links).toEqual(calls)
    const written = hrefs(html).filter((href) => !href.startsWith('%%'))
    expect(written.every((href) => href.startsWith('https://quota.example/n/c/7/'))).toBe(true)
    expect([...new Set(written)]).toEqual(calls.map((_, n) => `https://quota.example/n/c/7/${n}/sig`))
    const content = sampleIssue()
    expect(links.map((link) => link.url)).toEqual(
      expect.arrayContaining([...content.stories.map((story) => story.url), content.sponsor!.link, `${SAMPLE_SITE_URL}/topics/2/prospecting`, `${SAMPLE_SITE_URL}/blog/pipeline-reviews?utm=a&b=c`]),
    )
    expect(links[0]!.url).toBe(`${SAMPLE_SITE_URL}/newsletters/daily-boost/2026-11-27`)
    expect(links.filter((link) => link.sponsor !== null)).toEqual([{ url: content.sponsor!.link, sponsor: 'acme-dialer' }])
  })

  it('has the reader’s own manage and unsubscribe links, untracked, in both parts', async () => {
    const { html, text } = await rendered()
    expect(hrefs(html)).toEqual(expect.arrayContaining([RECIPIENT_PLACEHOLDERS.manageUrl, RECIPIENT_PLACEHOLDERS.unsubscribeUrl]))
    expect(html).toContain('Manage your newsletters')
    expect(html).toContain('>Unsubscribe<')
    expect(text).toContain(`Manage your newsletters: ${RECIPIENT_PLACEHOLDERS.manageUrl}`)
    expect(text).toContain(`Unsubscribe: ${RECIPIENT_PLACEHOLDERS.unsubscribeUrl}`)
    expect(text).toContain('You receive the Daily Boost because you signed up for it at Quota')
  })

  it('shows the header, the preheader, the marked sponsor and each story’s label and time', async () => {
    const { html } = await rendered()
    expect(html).toContain('Daily Boost</span></h1>')
    expect(html).toContain('Friday, November 27, 2026')
    expect(html).toMatch(/<div style="display:none[^"]*"[^>]*>Three questions the best account executives ask first/)
    expect(html.includes('>Sponsored by Acme Dialer</p>')).toBe(true)
    expect(html).toContain('alt="Acme Dialer logo"')
    expect(html).toContain('Tuesday, December 1, 2026, 1:00 p.m. ET')
    expect(html).toContain('March 3 to 5, 2027, Chicago')
    // Titles are text: their ampersand is escaped, never markup.
    expect(html).toContain('without a script &amp; still win')
  })

  it('has a plain-text part with every story, the sponsor and each link as the HTML writes it', async () => {
    const { text, calls } = await rendered()
    const content = sampleIssue()
    for (const [n, story] of content.stories.entries()) {
      expect(text).toContain(story.title)
      expect(text).toContain(story.deck)
      expect(text, story.title).toContain(`https://quota.example/n/c/7/${calls.findIndex((call) => call.url === story.url)}/sig`)
      if (story.when) expect(text).toContain(story.when)
      if (n === 0) expect(text.indexOf(story.title)).toBeLessThan(text.indexOf('SPONSORED BY ACME DIALER'))
    }
    expect(text).toContain('prospecting (https://quota.example/n/c/7/')
    expect(text).toContain('- Review fewer deals')
    expect(text).not.toMatch(/<[a-z]/i)
    expect(text).not.toContain('%%link')
  })

  it('keeps scripts, event handlers and javascript: links of the intro out of the mail', async () => {
    const hostile = {
      ...sampleIssue(2),
      introHtml:
        '<p onclick="steal()" style="background:url(javascript:x)">Hello <a href="javascript:alert(1)" onmouseover="x()">there</a></p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg><a href="//evil.example/x">proto</a><style>body{display:none}</style>',
    }
    const { html, text, links } = await rendered(hostile)
    expect(html).not.toMatch(/<script|<iframe|<svg|\bon[a-z]+=|javascript:|evil\.example|body\{display:none\}/i)
    expect(html).toContain('Hello ')
    expect(text).not.toMatch(/alert|evil/)
    expect(links.some((link) => link.url.includes('evil'))).toBe(false)
  })

  it('renders an issue without intro, sponsor or images', async () => {
    const bare: IssueContent = { ...sampleIssue(1), introHtml: '', sponsor: null, previewText: '' }
    bare.stories = bare.stories.map((story) => ({ ...story, imageUrl: null }))
    const { html, links } = await rendered(bare)
    expect(html).not.toContain('Sponsored by')
    expect(tags(html, 'img')).toEqual([OPEN_PIXEL_TAG])
    expect(links.map((link) => link.url)).toEqual([`${SAMPLE_SITE_URL}/newsletters/daily-boost/2026-11-27`, `${SAMPLE_SITE_URL}/`, bare.stories[0]!.url])
  })
})
