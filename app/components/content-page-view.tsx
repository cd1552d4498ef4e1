export interface ContentPageViewProps {
  page: { title: string; html: string }
}

export function ContentPageView({ page }: ContentPageViewProps) {
  return (
    <article className="page page--narrow">
      <h1>{page.title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  )
}
