import { Link } from 'react-router'
import type { Image } from '#lib/content-model.ts'
import { ResponsiveImage } from '../responsive-image.tsx'
import { ItemList } from '../item-list.tsx'

export interface ResourceTeaser {
  key: string
  path: string
  title: string
  summary: string
  typeLabel: string
  sponsorName: string | null
  cover: Image | null
}

/** The readable names of the content service's asset types, and of the hub's other kinds. */
export const RESOURCE_TYPES: Record<string, string> = {
  'white-paper': 'White paper',
  'e-book': 'E-book',
  report: 'Report',
  guide: 'Guide',
  checklist: 'Checklist',
  'case-study': 'Case study',
  lists: 'Lists & awards',
  letters: 'Letters',
  jobs: 'Jobs',
}

/** The hub's filter: the asset types, then the site's other kinds of resource. */
export const HUB_TYPES = ['white-paper', 'e-book', 'report', 'guide', 'checklist', 'case-study', 'lists', 'letters', 'jobs'] as const
export type HubType = (typeof HUB_TYPES)[number]

export function ResourceCard({ resource }: { resource: ResourceTeaser }) {
  return (
    <article className="resource-card">
      {resource.cover ? <ResponsiveImage image={resource.cover} sizes="8rem" alt="" className="resource-card__cover" /> : null}
      <div>
        <p className="resource-card__type">{resource.typeLabel}</p>
        <h3 className="resource-card__title">
          <Link to={resource.path}>{resource.title}</Link>
        </h3>
        {resource.summary ? <p className="resource-card__summary">{resource.summary}</p> : null}
        {resource.sponsorName ? <p className="resource-card__sponsor">From {resource.sponsorName}</p> : null}
      </div>
    </article>
  )
}

export function ResourceGrid({ resources }: { resources: ResourceTeaser[] }) {
  return (
    <ItemList items={resources} itemKey={(resource) => resource.key} className="resource-grid">
      {(resource) => <ResourceCard resource={resource} />}
    </ItemList>
  )
}
