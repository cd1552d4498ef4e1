import type { AppLoadContext, Params } from 'react-router'
import type { Article } from '#lib/content-model.ts'
import type { ArticleViewData } from '../../components/articles/article-view.tsx'
import { getBlogCategory } from '../reader-topics.server.ts'
import { readConsentCookie } from '#lib/consent-cookie.ts'
import { withContent } from '../content-reads.server.ts'
import { notFound, permanentRedirect } from '../http-responses.server.ts'
import { toTeaser } from '../../utils/teaser.ts'

const RELATED_COUNT = 4
/** Ids are database integers: a longer run of digits cannot be one (and must not reach the API). */
const ID = /^\d{1,9}$/
const DATE_PART = /^\d{1,4}$/

/** /{id}/{slug} and the dated form look the article up by id; /blog/{slug} by its slug. */
async function findArticle(context: AppLoadContext, params: Params): Promise<Article | null> {
  if (params.id === undefined) return context.content.getArticleBySlug(params.slug ?? '')
  const dateParts = [params.year, params.month, params.day].filter((part) => part !== undefined)
  if (!ID.test(params.id) || !dateParts.every((part) => DATE_PART.test(part))) throw notFound()
  return context.content.getArticle(Number(params.id))
}

async function getRelated(context: AppLoadContext, article: Article) {
  const categoryId = article.topics[0]?.id ?? (article.isBlog ? (await getBlogCategory(context))?.id : undefined)
  if (categoryId === undefined) return []
  const { items } = await context.content.getArticles({ categories: [categoryId], exclude: [article.id], perPage: RELATED_COUNT, teaser: true, countTotal: false })
  return items.map(toTeaser)
}

/**
 * Every address of an article answers at one canonical path (the dated form, or /blog/{slug} for
 * blog posts): a wrong slug, date or form is a 301 there, so links and rankings consolidate. The
 * canonical path with a trailing slash, WordPress's own form of the same permalink, renders the
 * article (its canonical link names the form without).
 */
export async function loadArticleView(context: AppLoadContext, request: Request, params: Params): Promise<ArticleViewData> {
  const article = await withContent(context, () => findArticle(context, params))
  if (!article) throw notFound()
  const url = new URL(request.url)
  if (url.pathname !== article.path && url.pathname !== `${article.path}/`) throw permanentRedirect(`${article.path}${url.search}`)
  recordRead(context, request, article)
  return articleViewData(context, article)
}

/**
 * A signed-in reader who allowed analytics (and sends no Global Privacy Control) has the article
 * kept in their reading record, which sponsors' engagement scores count. Never waited for.
 */
function recordRead(context: AppLoadContext, request: Request, article: Article) {
  const user = context.user
  if (!user || request.headers.get('sec-gpc') === '1' || !readConsentCookie(request.headers.get('cookie') ?? '')?.analytics) return
  context.sponsorPortal
    .recordRead(
      user.id,
      article.id,
      article.topics.map((topic) => topic.id),
    )
    .catch((error: unknown) => context.log.warn({ event: 'reading.not_recorded', err: error }, 'article read not recorded'))
}

/** What the article view shows of an article: its body sanitised, its author, topics and related articles. */
export async function articleViewData(context: AppLoadContext, article: Article): Promise<ArticleViewData> {
  const related = await withContent(context, () => getRelated(context, article))
  const term = ({ id, name, slug }: { id: number; name: string; slug: string }) => ({ id, name, slug })
  return {
    path: article.path,
    url: `${context.env.SITE_URL}${article.path}`,
    title: article.title,
    deck: article.deck,
    html: context.sanitizeContent(article.contentHtml),
    published: article.published,
    modified: article.modified,
    isBlog: article.isBlog,
    author: article.author ? { name: article.author.name, bio: article.author.bio, path: article.author.path, avatar: article.author.avatar } : null,
    image: article.image,
    topics: article.topics.map(term),
    tags: article.tags.map(term),
    related,
    seo: article.seo,
  }
}
