const cut = (text: string, most: number) => (text.length > most ? `${text.slice(0, most - 1).trimEnd()}…` : text)

/**
 * A search result as engines tend to show the page: the title cut near 60 characters, the address,
 * the description near 155. Empty fields fall back as the site does (the title, the deck).
 */
export function SeoPreview({ title, address, description }: { title: string; address: string; description: string }) {
  return (
    <figure className="seo-preview">
      <figcaption className="field__hint">How a search result may show it</figcaption>
      <p className="seo-preview__address">{address}</p>
      <p className="seo-preview__title">{cut(title || 'Untitled', 60)}</p>
      <p className="seo-preview__description">{cut(description, 155)}</p>
    </figure>
  )
}
