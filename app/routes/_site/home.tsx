import { Link, type MetaFunction } from 'react-router'
import { pageMeta } from '../../utils/meta.ts'

export const HOME_TITLE = 'Sales News, Research and Training'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, HOME_TITLE, {
    description: 'Daily news, research, webinars and ranked lists for B2B sales leaders and the teams they run.',
  })

const SECTIONS = [
  { to: '/webinars', title: 'Webinars', text: 'Live sessions and replays with sales leaders.' },
  { to: '/videos', title: 'Videos', text: 'The daily video and our interviews.' },
  { to: '/magazine', title: 'Magazine', text: 'The current issue and the archive.' },
  { to: '/lists', title: 'Lists & Awards', text: 'Ranked lists and award programmes by year.' },
  { to: '/events', title: 'Events', text: 'Virtual summits and conferences.' },
  { to: '/resources', title: 'Resources', text: 'White papers, letters and jobs.' },
  { to: '/newsletters', title: 'Newsletters', text: 'Daily Boost and Sales Digest in your inbox.' },
  { to: '/about', title: 'About us', text: 'Who we are and what we cover.' },
]

export default function Home() {
  return (
    <div className="page">
      <h1>{HOME_TITLE}</h1>
      <p className="lede">For the people who lead, train and equip B2B sales teams.</p>
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
    </div>
  )
}
