interface ShareLinksProps {
  /** The absolute canonical address of the article. */
  url: string
  title: string
}

/** Plain links to each network's share page: no third-party scripts, nothing loads until a click. */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const links = [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'email', href: `mailto:?subject=${t}&body=${u}` },
  ]
  return (
    <section className="share" aria-labelledby="share-heading">
      <h2 id="share-heading" className="share__heading">
        Share this article
      </h2>
      <ul className="share__links">
        {links.map((link) => (
          <li key={link.network}>
            <a href={link.href} rel="noopener noreferrer" className="share__link">
              {link.network === 'email' ? 'Email' : link.network}
              <span className="visually-hidden">{link.network === 'email' ? ': send this article by email' : `: share on ${link.network}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
