import { useMatches, type MetaFunction } from 'react-router'
import { pageMeta } from '../../utils/meta.ts'

interface Section {
  title: string
  summary: string
}

/** Sections whose pages arrive with later work; each already has its final title. */
export const SECTIONS: Record<string, Section> = {
}

function sectionFor(routeId: string | undefined): Section {
  return SECTIONS[routeId ?? ''] ?? { title: 'Page', summary: '' }
}

export const meta: MetaFunction = ({ matches }) => {
  const section = sectionFor(matches.at(-1)?.id)
  return pageMeta(matches, section.title, { description: section.summary })
}

export default function SectionPlaceholder() {
  const section = sectionFor(useMatches().at(-1)?.id)
  return (
    <div className="page page--narrow">
      <h1>{section.title}</h1>
      <p className="lede">{section.summary}</p>
      <p className="notice" role="status">
        This section is coming soon.
      </p>
    </div>
  )
}
