import { Link, useLoaderData, type AppLoadContext, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { getFixedPage } from '../../../lib/fixed-pages.ts'
import { ArticleGrid } from '../../components/articles/article-card.tsx'
import { ContentPageView } from '../../components/content-page-view.tsx'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { toTeaser } from '../../utils/teaser.ts'
import { loadContentPage, readSidePart } from '../content-reads.server.ts'
import { PageSection } from '../../components/page-section.tsx'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

/** The tag the newsroom puts on its diversity, equity and inclusion coverage, and the awards that go with it. */
const DEI_TAG = 'dei'
const DEI_AWARDS = 'dei-in-sales'
const ARTICLE_COUNT = 9

export const handle: IslandsHandle = ISLANDS_ONLY

/** /dei: the editors' page, then the DEI awards (the newest edition) and the newest DEI articles; either is left out when missing. */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const page = await loadContentPage(context, () => context.content.getFixedPage(getFixedPage('/dei')!))
  const coverage = await readSidePart(
    context,
    'dei',
    async () => {
      const [tags, awards] = await Promise.all([context.content.getTags({ slug: DEI_TAG }), context.content.getLists({ family: DEI_AWARDS })])
      const tag = tags.find((candidate) => candidate.slug === DEI_TAG)
      const articles = tag ? await context.content.getArticles({ tags: [tag.id], perPage: ARTICLE_COUNT, teaser: true }) : null
      const newest = awards[0] ?? null
      return {
        awards: newest ? { path: newest.path, title: newest.title, year: newest.year, summary: newest.summary } : null,
        articles: (articles?.items ?? []).map(toTeaser),
      }
    },
    { awards: null, articles: [] },
  )
  return { page, ...coverage }
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => (data ? pageMeta(matches, data.page.title, { description: data.page.description }) : errorMeta(error, matches))

export default function DeiPage() {
  const { page, awards, articles } = useLoaderData<typeof loader>()
  return (
    <>
      <ContentPageView page={page} />
      <div className="page">
        {awards ? (
          <section className="home-section home-section--tinted dei-awards" aria-labelledby="dei-awards-heading">
            <p className="eyebrow">The awards</p>
            <h2 id="dei-awards-heading" className="home-section__heading">
              <Link to={awards.path}>{awards.title}</Link>
            </h2>
            {awards.summary ? <p>{awards.summary}</p> : null}
            <p>
              <Link to={awards.path} className="button">
                See the {awards.year} honorees
              </Link>
            </p>
          </section>
        ) : null}
        {articles.length > 0 ? (
          <PageSection id="dei-articles" title="Our DEI coverage">
            <ArticleGrid teasers={articles} />
          </PageSection>
        ) : null}
      </div>
    </>
  )
}
