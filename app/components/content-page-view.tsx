import { useInternalLinkNavigation } from '../utils/internal-links.ts'
export interface ContentPageViewProps {
  page: { title: string; html: string }
}

export function ContentPageView({ page }: ContentPageViewProps) {
  const followInternalLink = useInternalLinkNavigation()
  return (
    <article className="page page--narrow">
      <h1>{page.title}</h1>
      <div className="prose" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  )
}
