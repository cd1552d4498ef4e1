import { useMemo } from 'react'
import { Link } from 'react-router'
import type { SubmissionResult } from '@conform-to/react'
import { assetLeadFields } from '#lib/asset-lead-form.ts'
import type { AssetView } from './asset-view.ts'
import { Breadcrumbs } from '../breadcrumbs.tsx'
import { JsonLd } from '../json-ld.tsx'
import { LeadForm } from '../forms/lead-form.tsx'
import { RESOURCE_TYPES } from './resource-card.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import { SponsorLogo } from '../webinars/sponsor-logo.tsx'
import { breadcrumbJsonLd, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'

interface AssetFormReply {
  result?: SubmissionResult<string[]>
  downloadUrl?: string | null
}

/** /resources/content/{title}/{client} for a sponsor's asset: what it is, and its download behind the lead form. */
export function AssetPageView({ resource, html, gated, downloadUrl, prefill, actionData }: AssetView & { actionData: AssetFormReply | undefined }) {
  const { siteUrl } = useSite()
  const typeLabel = RESOURCE_TYPES[resource.assetType] ?? 'Resource'
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Resources', path: '/resources' },
    { name: resource.title, path: resource.path },
  ]
  const unlockedUrl = actionData?.downloadUrl ?? downloadUrl
  const sponsorName = resource.sponsor?.name ?? null
  const definitions = useMemo(() => assetLeadFields(sponsorName), [sponsorName])
  return (
    <article className="page resource">
      <JsonLd items={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs crumbs={crumbs} />
      <div className="resource__layout">
        {resource.cover ? <ResponsiveImage image={resource.cover} sizes="(min-width: 48rem) 16rem, 60vw" priority className="resource__cover" /> : null}
        <div>
          <p className="eyebrow">{typeLabel}</p>
          <h1>{resource.title}</h1>
          {resource.summary ? <p className="lede">{resource.summary}</p> : null}
          {resource.pages ? <p className="resource__pages">{resource.pages} pages</p> : null}
          {resource.sponsor ? (
            <p className="resource__sponsor">
              <span>Provided by</span> <SponsorLogo sponsor={resource.sponsor} />
            </p>
          ) : null}
        </div>
      </div>
      <div className="prose page--narrow" dangerouslySetInnerHTML={{ __html: html }} />
      <section aria-labelledby="download-heading" className="resource__download page--narrow">
        <h2 id="download-heading">Get the {typeLabel.toLowerCase()}</h2>
        {resource.file ? (
          <p>
            <a className="button" href={resource.file.url}>
              Download ({resource.file.type || 'PDF'})
            </a>
          </p>
        ) : unlockedUrl ? (
          <div className="lead-done" role="status">
            {actionData?.downloadUrl ? <p>Thank you. We have also sent the link to your email address.</p> : null}
            <p>
              <a className="button" href={unlockedUrl} download>
                Download “{resource.title}” (PDF)
              </a>
            </p>
          </div>
        ) : gated ? (
          <>
            <p>Fill in the form to download it free{resource.sponsor ? `, courtesy of ${resource.sponsor.name}` : ''}.</p>
            <LeadForm
              definitions={definitions}
              lastResult={actionData?.result}
              defaultValue={prefill}
              submitLabel={`Download the ${typeLabel.toLowerCase()}`}
              busyLabel="Sending…"
              sponsorName={sponsorName}
            />
          </>
        ) : (
          <p className="notice">There is no file to download for this resource.</p>
        )}
      </section>
      <p>
        <Link to="/resources">All resources</Link>
      </p>
    </article>
  )
}
