import { useMatches, type MetaFunction } from 'react-router'
import { pageMeta } from '../../utils/meta.ts'

interface Section {
  title: string
  summary: string
}

/** Sections whose pages arrive with later work; each already has its final title. */
export const SECTIONS: Record<string, Section> = {
  webinars: { title: 'Webinars', summary: 'Live and on-demand webinars with sales leaders and practitioners.' },
  webinar: { title: 'Webinar', summary: 'Webinar details, speakers and registration.' },
  videos: { title: 'Videos', summary: 'The daily video and our latest interviews and explainers.' },
  'video-category': { title: 'Video Category', summary: 'Videos in one series or category.' },
  video: { title: 'Video', summary: 'One video with its description.' },
  events: { title: 'Events', summary: 'Virtual summits and conferences for sales teams.' },
  magazine: { title: 'Magazine', summary: 'The current issue of the magazine and the archive of past and special issues.' },
  'magazine-sample': { title: 'Sample Issue', summary: 'A free sample issue of the magazine.' },
  'magazine-subscribe': { title: 'Subscribe to the Magazine', summary: 'Print and digital subscription plans.' },
  resources: { title: 'Resources', summary: 'White papers, ranked lists, letters and jobs.' },
  lists: { title: 'Lists & Awards', summary: 'Every ranked list and award programme, newest year first.' },
  'boost-preview': { title: 'Daily Boost Preview', summary: 'The latest Daily Boost newsletter, on the web.' },
  'gated-content': { title: 'Resource', summary: 'A white paper or report from one of our partners.' },
  'white-papers': { title: 'White Papers', summary: 'Research and guides from our partners.' },
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
