import { useCmsBodyClick } from '../utils/cms-body-clicks.ts'
export interface ContentPageViewProps {
  page: { title: string; html: string }
  /** h2 when something above it on the page holds the h1 (a notice on /message). */
  headingLevel?: 'h1' | 'h2'
}

export function ContentPageView({ page, headingLevel: Heading = 'h1' }: ContentPageViewProps) {
  const onBodyClick = useCmsBodyClick()
  return (
    <article className="page page--narrow">
      <Heading>{page.title}</Heading>
      <div className="prose" onClick={onBodyClick} dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  )
}
