import { playEmbeddedVideo } from '../utils/embedded-videos.ts'
import { useInternalLinkNavigation } from '../utils/internal-links.ts'
export interface ContentPageViewProps {
  page: { title: string; html: string }
  /** h2 when something above it on the page holds the h1 (a notice on /message). */
  headingLevel?: 'h1' | 'h2'
}

export function ContentPageView({ page, headingLevel: Heading = 'h1' }: ContentPageViewProps) {
  const followInternalLink = useInternalLinkNavigation()
  return (
    <article className="page page--narrow">
      <Heading>{page.title}</Heading>
      <div
        className="prose"
        onClick={(event) => {
          playEmbeddedVideo(event)
          followInternalLink(event)
        }}
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </article>
  )
}
