/**
 * The old site's article addresses, reduced to the one spelling the `legacy_articles` mapping
 * keeps: /magazine/article.php?i={issue}&ia={article} and /content/article/index.php?a={id}
 * (the old site put the title after the id: ?a=1234/some-title). Anything else is not an old
 * article address: null.
 */
const ID = /^[1-9]\d{0,8}$/

export function legacyArticleKey(url: URL): string | null {
  const query = url.searchParams
  if (url.pathname === '/magazine/article.php') {
    const issue = query.get('i') ?? ''
    const article = query.get('ia') ?? ''
    return ID.test(issue) && ID.test(article) ? `/magazine/article.php?i=${issue}&ia=${article}` : null
  }
  if (url.pathname === '/content/article/index.php') {
    const id = (query.get('a') ?? '').split('/')[0]!
    return ID.test(id) ? `/content/article/index.php?a=${id}` : null
  }
  return null
}
