import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { advertisingPages, mediaKitPaths, staticPages, thankYouPages, type FixedPage } from '../lib/fixed-pages.ts'

const contentPage = 'routes/_site/content-page.tsx'

const fixedPages = (pages: FixedPage[]) => pages.map((page) => route(page.path, contentPage, { id: `page${page.path.replace(/\/+$/, '').replaceAll('/', ':')}` }))

/** Spec §2, in the spec's order. Parameterised families are one route each, not copies. */
export default [
  // Core pages
  route('message', 'routes/_site/message.tsx', { id: 'page:message' }),
  index('routes/_site/home.tsx'),
  route('webinars', 'routes/_site/webinars.tsx', { id: 'webinars' }),
  route('webinars/:id/:slug', 'routes/_site/webinar.tsx', { id: 'webinar' }),
  route('webinars/:id/:slug/calendar.ics', 'routes/_site/webinar-calendar.ts', { id: 'webinar-calendar' }),
  route('videos', 'routes/_site/videos.tsx', { id: 'videos' }),
  route('videos/category/:categoryId/:categorySlug', 'routes/_site/video-category.tsx', { id: 'video-category' }),
  route('videos/:videoId/:slug', 'routes/_site/video.tsx', { id: 'video' }),
  route('events', 'routes/_site/events.tsx', { id: 'events' }),
  // An event's own page, with its passes (not in the spec's table; decision 063)
  route('events/:id/:slug', 'routes/_site/event.tsx', { id: 'event' }),
  route('topics', 'routes/_site/topics.tsx', { id: 'topics' }),
  route('topics/:id/:name', 'routes/_site/topic.tsx', { id: 'topic' }),
  route('dei', 'routes/_site/dei.tsx', { id: 'page:dei' }),
  route('magazine', 'routes/_site/magazine.tsx', { id: 'magazine' }),
  route('magazine/sample', 'routes/_site/magazine-sample.tsx', { id: 'magazine-sample' }),
  route('magazine/subscribe/paid', 'routes/_site/magazine-subscribe-paid.tsx', { id: 'magazine-subscribe-paid' }),
  route('magazine/subscribe/:spCode?', 'routes/_site/magazine-subscribe.tsx', { id: 'magazine-subscribe' }),
  route('magazine/article.php', 'routes/_site/legacy-article.tsx', { id: 'legacy-magazine-article' }),
  route('magazine/:slug', 'routes/_site/magazine-issue.tsx', { id: 'magazine-issue' }),
  route('resources', 'routes/_site/resources.tsx', { id: 'resources' }),
  route('blog/:slug', 'routes/_site/article.tsx', { id: 'blog-post' }),
  route('blog', 'routes/_site/blog.tsx', { id: 'blog' }),
  route('blogs', 'routes/_site/blogs.tsx', { id: 'blogs' }),
  route('search/*', 'routes/_site/search.tsx', { id: 'search' }),
  route('authors/:slug', 'routes/_site/author.tsx', { id: 'author' }),
  route('lists', 'routes/_site/lists.tsx', { id: 'lists' }),
  // The companies on the lists (not in the spec's table)
  route('companies', 'routes/_site/companies.tsx', { id: 'companies' }),
  route('companies/:slug', 'routes/_site/company.tsx', { id: 'company' }),
  // The header search box's suggestions (JSON, not in the spec's table)
  route('search-suggestions', 'routes/resources/search-suggestions.ts', { id: 'search-suggestions' }),

  // Account pages
  route('login', 'routes/_account/login.tsx'),
  route('register', 'routes/_account/register.tsx'),
  route('profile', 'routes/_account/profile.tsx'),
  route('profile/password', 'routes/_account/profile-password.tsx'),
  route('profile/delete', 'routes/_account/profile-delete.tsx'),
  route('profile/confirm-email', 'routes/_account/profile-confirm-email.tsx'),
  route('newsletters', 'routes/_account/newsletters.tsx'),
  route('newsletters/confirm', 'routes/_account/newsletter-confirm.tsx'),
  route('newsletters/unsubscribe', 'routes/_account/newsletter-unsubscribe.tsx'),
  // A newsletter's archive and web versions: the static paths above rank first, so `confirm` and `unsubscribe` are never a newsletter.
  route('newsletters/:slug', 'routes/_site/newsletter-archive.tsx', { id: 'newsletter-archive' }),
  route('newsletters/:slug/:date', 'routes/_site/newsletter-issue.tsx', { id: 'newsletter-issue' }),
  route('forgot-password', 'routes/_account/forgot-password.tsx'),
  route('reset-password', 'routes/_account/reset-password.tsx'),
  route('logout', 'routes/_account/logout.tsx'),
  route('boost-preview', 'routes/_site/boost-preview.tsx', { id: 'boost-preview' }),

  // The back office (not in the spec's table): staff with a second factor only. Its screens'
  // navigation follows this order (each declares its entry on its module's handle).
  route('admin/second-factor', 'routes/_admin/second-factor.tsx'),
  route('admin/second-factor/setup', 'routes/_admin/second-factor-setup.tsx'),
  route('admin/invitation', 'routes/_admin/invitation.tsx'),
  route('admin/leads.csv', 'routes/_admin/leads-csv.ts'),
  route('admin/subscribers.csv', 'routes/_admin/subscribers-csv.ts'),
  route('admin/content/lists/:id/entries.csv', 'routes/_admin/list-entries-csv.ts'),
  route('admin/privacy/export', 'routes/_admin/privacy-export.ts'),
  route('admin/events/:id/attendees.csv', 'routes/_admin/event-attendees-csv.ts'),
  route('admin/newsletters/:slug/issues/:id/preview', 'routes/_admin/newsletter-preview.ts'),
  route('admin/media/choices', 'routes/_admin/media-choices.ts'),
  route('admin/media/upload', 'routes/_admin/media-upload.ts'),
  route('admin', 'routes/_admin/layout.tsx', [
    index('routes/_admin/home.tsx'),
    route('articles', 'routes/_admin/posts.tsx', { id: 'admin-articles' }),
    route('articles/new', 'routes/_admin/post.tsx', { id: 'admin-article-new' }),
    route('articles/:id', 'routes/_admin/post.tsx', { id: 'admin-article' }),
    route('articles/:id/revisions/:revisionId', 'routes/_admin/revision.tsx', { id: 'admin-article-revision' }),
    route('media', 'routes/_admin/media.tsx'),
    route('topics', 'routes/_admin/terms.tsx', { id: 'admin-topics' }),
    route('topics/:id', 'routes/_admin/term.tsx', { id: 'admin-topic' }),
    route('tags', 'routes/_admin/terms.tsx', { id: 'admin-tags' }),
    route('tags/:id', 'routes/_admin/term.tsx', { id: 'admin-tag' }),
    route('authors', 'routes/_admin/authors.tsx'),
    route('authors/:id', 'routes/_admin/author.tsx'),
    route('menus', 'routes/_admin/menus.tsx'),
    route('content/:section', 'routes/_admin/posts.tsx', { id: 'admin-content' }),
    route('content/:section/new', 'routes/_admin/post.tsx', { id: 'admin-content-new' }),
    route('content/:section/:id', 'routes/_admin/post.tsx', { id: 'admin-content-item' }),
    route('content/:section/:id/revisions/:revisionId', 'routes/_admin/revision.tsx', { id: 'admin-content-revision' }),
    route('content/lists/:id/entries', 'routes/_admin/list-entries.tsx'),
    route('content/videos/calendar', 'routes/_admin/video-calendar.tsx'),
    route('landing-pages', 'routes/_admin/landing-pages.tsx'),
    route('video-categories', 'routes/_admin/terms.tsx', { id: 'admin-video-categories' }),
    route('video-categories/:id', 'routes/_admin/term.tsx', { id: 'admin-video-category' }),
    route('newsletters', 'routes/_admin/newsletters.tsx'),
    route('newsletters/new', 'routes/_admin/newsletter-new.tsx'),
    route('newsletters/:slug/settings', 'routes/_admin/newsletter-settings.tsx'),
    route('newsletters/:slug/issues/:id', 'routes/_admin/newsletter-issue.tsx'),
    route('leads', 'routes/_admin/leads.tsx'),
    route('leads/:id', 'routes/_admin/lead.tsx'),
    route('webinars', 'routes/_admin/webinars.tsx'),
    route('webinars/:id', 'routes/_admin/webinar.tsx'),
    route('orders', 'routes/_admin/orders.tsx'),
    route('orders/:id', 'routes/_admin/order.tsx'),
    route('promo-codes', 'routes/_admin/promo-codes.tsx'),
    route('promo-codes/:code', 'routes/_admin/promo-code.tsx'),
    route('events', 'routes/_admin/event-passes-index.tsx', { id: 'admin-event-passes' }),
    route('events/:id', 'routes/_admin/event-pass-types.tsx', { id: 'admin-event-pass-types' }),
    route('events/:id/attendees', 'routes/_admin/event-attendees.tsx', { id: 'admin-event-attendees' }),
    route('sponsors', 'routes/_admin/sponsors.tsx'),
    route('companies', 'routes/_admin/companies.tsx', { id: 'admin-companies' }),
    route('companies/:id', 'routes/_admin/company.tsx', { id: 'admin-company' }),
    route('subscribers', 'routes/_admin/subscribers.tsx'),
    route('subscribers/imports/:id', 'routes/_admin/subscriber-import.tsx'),
    route('privacy', 'routes/_admin/privacy.tsx'),
    route('staff', 'routes/_admin/staff.tsx'),
    route('audit', 'routes/_admin/audit.tsx'),
    route('style', 'routes/_admin/style.tsx'),
  ]),

  // The sponsor portal (not in the spec's table): a sponsor's own users only
  route('sponsor/leads.csv', 'routes/_sponsor/leads-csv.ts'),
  route('sponsor/slots.csv', 'routes/_sponsor/slots-csv.ts'),
  route('sponsor', 'routes/_sponsor/layout.tsx', [
    index('routes/_sponsor/home.tsx'),
    route('leads', 'routes/_sponsor/leads.tsx'),
    route('leads/:id', 'routes/_sponsor/lead.tsx'),
    route('slots', 'routes/_sponsor/slots.tsx'),
    route('webhook', 'routes/_sponsor/webhook.tsx'),
  ]),

  // Advertising, static content pages, thank-you pages
  ...fixedPages(advertisingPages.filter((page) => !mediaKitPaths.includes(page.path))),
  ...mediaKitPaths.map((path) => route(path, 'routes/_site/media-kit.tsx', { id: `media-kit${path.replaceAll('/', ':')}` })),
  ...fixedPages(staticPages),
  ...fixedPages(thankYouPages),

  // Gated content
  route('resources/content/:title/:client', 'routes/_site/resource.tsx', { id: 'gated-content' }),
  route('resources/download/:slug', 'routes/_site/resource-download.tsx', { id: 'resource-download' }),
  route('resources/white-papers/*', 'routes/_site/white-papers.tsx', { id: 'white-papers' }),

  // Year-based ranked lists and awards
  route('lists/:year/:slug', 'routes/_site/ranked-list.tsx', { id: 'list-edition' }),
  // An edition as a file (not in the spec's table)
  route('lists/:year/:slug/entries.csv', 'routes/_site/list-download.ts', { id: 'list-edition-csv' }),
  route('lists/:year/:slug/entries.json', 'routes/_site/list-download.ts', { id: 'list-edition-json' }),
  route('resources/:year/:slug', 'routes/_site/ranked-list.tsx', { id: 'resource-list-edition' }),

  // The old site's article addresses (not in the spec's table): 301 to the article
  route('content/article/index.php', 'routes/_site/legacy-article.tsx', { id: 'legacy-content-article' }),

  // Feeds, sitemaps and robots.txt (resource routes, not in the spec's table)
  route('feed', 'routes/_seo/feed.ts', { id: 'feed' }),
  route('topics/:id/:name/feed', 'routes/_seo/feed.ts', { id: 'topic-feed' }),
  route('authors/:slug/feed', 'routes/_seo/feed.ts', { id: 'author-feed' }),
  route('blog/feed', 'routes/_seo/feed.ts', { id: 'blog-feed' }),
  route('ads.txt', 'routes/_seo/ads-txt.ts'),
  route('sitemap.xml', 'routes/_seo/sitemap-index.ts'),
  route('sitemaps/:name', 'routes/_seo/sitemap.ts'),
  route('robots.txt', 'routes/_seo/robots.ts'),

  // Content page by slug, and the year-based landing pages (a segment cannot be half dynamic)
  route(':name', 'routes/_site/slug-page.tsx'),

  route('preview', 'routes/_site/preview.tsx', { id: 'preview' }),
  // Generic article routes
  route(':id/:slug', 'routes/_site/article.tsx', { id: 'article' }),
  route(':year/:month/:day/:id/:slug', 'routes/_site/article.tsx', { id: 'dated-article' }),

  route('*', 'routes/_site/not-found.tsx'),
] satisfies RouteConfig
