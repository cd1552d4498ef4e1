import { Link } from 'react-router'

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
    <section className="home-section" aria-labelledby="more-heading">
      <h2 id="more-heading" className="home-section__heading">
        More from us
      </h2>
      <ul className="section-grid">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to}>
              <strong>{section.title}</strong>
              <span>{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
