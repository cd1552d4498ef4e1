import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { ArticleView } from '../../components/articles/article-view.tsx'
import { loadArticleView } from './article.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

/** /{id}/{slug}, /{year}/{month}/{day}/{id}/{slug} and /blog/{slug}: one article view, one canonical address. */
/** Read, not used: not hydrated (decision 071). */
export const handle: IslandsHandle = ISLANDS_ONLY

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadArticleView(context, request, params)
}

export const meta: MetaFunction<typeof loader> = ({ data: article, error, matches }) => {
  if (!article) return errorMeta(error, matches)
  return seoMeta(matches, {
    title: article.seo.title ?? article.title,
    description: article.seo.description ?? article.deck,
    path: article.path,
    type: 'article',
    image: article.image,
    properties: {
      'article:published_time': article.published,
      'article:modified_time': article.modified,
      ...(article.topics[0] ? { 'article:section': article.topics[0].name } : {}),
    },
  })
}

export default function ArticlePage() {
  return <ArticleView article={useLoaderData<typeof loader>()} />
}
