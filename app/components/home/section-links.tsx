import { Link } from 'react-router'
import { ItemList } from '../item-list.tsx'
import { PageSection } from '../page-section.tsx'

const SECTIONS = [
  { to: '/webinars', title: 'Webinars', text: 'Live sessions and replays with sales leaders.' },
  { to: '/videos', title: 'Videos', text: 'The daily video and our interviews.' },
  { to: '/magazine', title: 'Magazine', text: 'The current issue and the archive.' },
  { to: '/lists', title: 'Lists & Awards', text: 'Ranked lists and award programs by year.' },
  { to: '/events', title: 'Events', text: 'Virtual summits and conferences.' },
  { to: '/resources', title: 'Resources', text: 'White papers, letters and jobs.' },
]

/** Link cards to the sections beyond the news: each card is one link, named by its title. */
export function SectionLinks() {
  return (
    <PageSection id="more" title="More from us">
      <ItemList items={SECTIONS} itemKey={(section) => section.to} className="section-grid">
        {(section) => (
          <Link to={section.to}>
            <strong>{section.title}</strong>
            <span>{section.text}</span>
          </Link>
        )}
      </ItemList>
    </PageSection>
  )
}
