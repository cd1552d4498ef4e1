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
  topics: { title: 'Topics', summary: 'Every sales topic we cover.' },
  topic: { title: 'Topic', summary: 'The latest articles on one sales topic.' },
  magazine: { title: 'Magazine', summary: 'The current issue of the magazine and the archive of past and special issues.' },
  'magazine-sample': { title: 'Sample Issue', summary: 'A free sample issue of the magazine.' },
  'magazine-subscribe': { title: 'Subscribe to the Magazine', summary: 'Print and digital subscription plans.' },
  resources: { title: 'Resources', summary: 'White papers, ranked lists, letters and jobs.' },
  'blog-post': { title: 'Blog', summary: 'A post from our contributors.' },
  blog: { title: 'Blog', summary: 'Posts from our contributors.' },
  blogs: { title: 'Blogs', summary: 'Posts from our contributors.' },
  search: { title: 'Search', summary: 'Search every article, webinar and video.' },
  lists: { title: 'Lists & Awards', summary: 'Every ranked list and award programme, newest year first.' },
  login: { title: 'Sign In', summary: 'Sign in to your account.' },
  register: { title: 'Register', summary: 'Create a free account.' },
  profile: { title: 'Profile', summary: 'Your account details.' },
  'profile-password': { title: 'Change Password', summary: 'Change the password of your account.' },
  'profile-delete': { title: 'Delete Account', summary: 'Delete your account and personal data.' },
  newsletters: { title: 'Newsletters', summary: 'Daily Boost, Sales Digest and offers from our partners.' },
  'forgot-password': { title: 'Forgot Password', summary: 'Get a link to reset your password.' },
  'reset-password': { title: 'Reset Password', summary: 'Choose a new password.' },
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
