import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { advertisingPages, editorialPages, staticPages, thankYouPages, type FixedPage } from '../lib/fixed-pages.ts'

const placeholder = 'routes/_site/section-placeholder.tsx'
const contentPage = 'routes/_site/content-page.tsx'

/** Several addresses share one module; each needs its own route id. */
const section = (path: string, id: string) => route(path, placeholder, { id })
const fixedPages = (pages: FixedPage[]) =>
  pages.map((page) => route(page.path, contentPage, { id: `page${page.path.replace(/\/+$/, '').replaceAll('/', ':')}` }))

/** Spec §2, in the spec's order. Parameterised families are one route each, not copies. */
export default [
  // Core pages
  ...fixedPages(editorialPages.filter((page) => page.path === '/message')),
  index('routes/_site/home.tsx'),
  section('webinars', 'webinars'),
  section('webinars/:id/:slug', 'webinar'),
  section('videos', 'videos'),
  section('videos/category/:categoryId/:categorySlug', 'video-category'),
  section('videos/:videoId/:slug', 'video'),
  section('events', 'events'),
  section('topics', 'topics'),
  section('topics/:id/:name', 'topic'),
  ...fixedPages(editorialPages.filter((page) => page.path === '/dei')),
  section('magazine', 'magazine'),
  section('magazine/sample', 'magazine-sample'),
  section('magazine/subscribe/:spCode?', 'magazine-subscribe'),
  section('resources', 'resources'),
  section('blog/:slug', 'blog-post'),
  section('blog', 'blog'),
  section('blogs', 'blogs'),
  section('search/*', 'search'),
  section('lists', 'lists'),

  // Account pages
  section('login', 'login'),
  section('register', 'register'),
  section('profile', 'profile'),
  section('profile/password', 'profile-password'),
  section('profile/delete', 'profile-delete'),
  section('newsletters', 'newsletters'),
  section('forgot-password', 'forgot-password'),
  section('reset-password', 'reset-password'),
  route('logout', 'routes/_account/logout.tsx'),
  section('boost-preview', 'boost-preview'),

  // Advertising, static content pages, thank-you pages
  ...fixedPages(advertisingPages),
  ...fixedPages(staticPages),
  ...fixedPages(thankYouPages),

  // Gated content
  section('resources/content/:title/:client', 'gated-content'),
  section('resources/white-papers/*', 'white-papers'),

  // Year-based ranked lists and awards
  route('lists/:year/:slug', 'routes/_site/ranked-list.tsx', { id: 'list-edition' }),
  route('resources/:year/:slug', 'routes/_site/ranked-list.tsx', { id: 'resource-list-edition' }),

  // Feeds, sitemaps and robots.txt (resource routes, not in the spec's table)
  route('feed', 'routes/_seo/feed.ts', { id: 'feed' }),
  route('topics/:id/:name/feed', 'routes/_seo/feed.ts', { id: 'topic-feed' }),
  route('sitemap.xml', 'routes/_seo/sitemap-index.ts'),
  route('sitemaps/:name', 'routes/_seo/sitemap.ts'),
  route('robots.txt', 'routes/_seo/robots.ts'),

  // Content page by slug, and the year-based landing pages (a segment cannot be half dynamic)
  route(':name', 'routes/_site/slug-page.tsx'),

  // Generic article routes
  route(':id/:slug', 'routes/_site/article.tsx', { id: 'article' }),
  route(':year/:month/:day/:id/:slug', 'routes/_site/article.tsx', { id: 'dated-article' }),

  route('*', 'routes/_site/not-found.tsx'),
] satisfies RouteConfig
