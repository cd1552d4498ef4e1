import { isServiceError } from '#lib/service-errors.ts'
import { utcMinute } from '#lib/utc-minute.ts'
import { data, Form, Link, redirect, useLoaderData, useSearchParams, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen, type ScreenParams } from '#lib/back-office-screen.ts'
import { fileFieldsOf, isSectionType, startingFields } from '#lib/section-fields.ts'
import { SectionFieldsEditor } from '../../components/admin/section-fields-editor.tsx'
import { RichTextEditor } from '../../components/editor/rich-text-editor.tsx'
import { PostAction } from '#lib/post-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { ReplySummary, replyMessages } from '../../components/forms/field-messages.tsx'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { doneForm, refusedByService, refusedForm, refusedPage, type FormReply } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { storedFiles } from './post-files.server.ts'
import { postInputOf, sentSectionFields, sponsorsFor } from './post-input.server.ts'
import { staffForKind } from './post-kind.server.ts'
import { STATUS_LABELS } from './post-kinds.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'

// A section with a file field (an issue's PDF, a resource's download) takes the file in the form.
const sectionBody = ({ section }: ScreenParams) => (section && isSectionType(section) && fileFieldsOf(section).length ? 'upload' : 'editor')

export const handle = backOfficeScreen({
  byRoute: {
    'admin-article-new': { capability: 'content:draft', body: 'editor' },
    'admin-article': { capability: 'content:draft', body: 'editor' },
    'admin-content-new': { capability: 'content:structure', body: sectionBody },
    'admin-content-item': { capability: 'content:structure', body: sectionBody },
  },
  readsQuery: ['saved', 'title', 'slug'],
})

/**
 * /admin/articles/new, /admin/articles/{id}, and the same under /admin/content/{section} for pages
 * and the sections' items: the item's fields and body (and a section's own fields), then what to do
 * with it: save, publish, schedule, unpublish, move to the trash or bring back; its revisions below.
 */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user, kind, admin } = await staffForKind(args)
  const url = new URL(args.request.url)
  const sponsors = [...((await sponsorsFor(args.context, kind))?.values() ?? [])]
  // A new article is the writer's own: whether they may publish it at once is their role's.
  if (args.params.id === undefined)
    return data(
      {
        kind,
        item: null,
        // A new item may start from an address and a title (a landing page the screen offers to write).
        prefill: { title: (url.searchParams.get('title') ?? '').slice(0, 300), slug: (url.searchParams.get('slug') ?? '').slice(0, 200) },
        fields: isSectionType(kind.type) ? startingFields(kind.type) : {},
        choices: await admin.choices(),
        revisions: [],
        mayNew: { edit: admin.mayWrite(user), publish: admin.mayPublishNew(user) },
        sponsors,
      },
      { headers: noStore },
    )
  const id = storableIdOf(args.params.id)
  if (id === null) throw data({ message: `No such ${kind.noun}` }, { status: 404 })
  const found = await admin.get(user, id).catch(refusedPage)
  const { item, topicIds, videoCategoryIds, tags, may } = found
  const [revisions, previewPath, choices, currentIssue] = await Promise.all([
    admin.revisions(id),
    admin.previewPath(id),
    admin.choices(item.featuredMediaId),
    kind.type === 'issues' ? args.context.featured.currentIssueId() : null,
  ])
  return data(
    {
      kind,
      item: {
        id,
        title: item.title,
        slug: item.slug,
        excerpt: item.excerpt,
        contentHtml: item.contentHtml,
        authorId: item.authorId,
        featuredMediaId: item.featuredMediaId,
        topicIds,
        videoCategoryIds,
        tags: tags.join(', '),
        status: item.status,
        statusLabel: STATUS_LABELS[item.status] ?? item.status,
        publishedAt: item.publishedAt.toISOString().slice(0, 16),
        savedAt: item.modifiedAt.toISOString(),
        may,
        previewPath,
        isCurrentIssue: currentIssue === id,
      },
      prefill: { title: '', slug: '' },
      fields: item.acf,
      choices,
      revisions: revisions.map((revision) => ({
        id: revision.id,
        title: revision.title,
        at: utcMinute(revision.savedAt),
      })),
      mayNew: { edit: false, publish: false },
      sponsors,
    },
    { headers: noStore },
  )
}

const DONE: Record<string, string> = {
  save: 'Saved.',
  publish: 'Published: it is on the site now.',
  unpublish: 'Unpublished: it is off the site, kept as a draft.',
  trash: 'Moved to the trash. “Bring back” restores it as a draft.',
  restore: 'Brought back as a draft.',
  revision: 'The revision is back; what was there before is a revision in turn.',
  'make-current': 'This is the current issue now: the magazine page and the subscription offer show it.',
}

const refusedPublish = (noun: string) => data({ message: `Your role may not publish this ${noun}: ask an editor.` }, { status: 403 })

type Typed = Record<'title' | 'slug' | 'excerpt' | 'contentHtml', string> & { savedAt?: string }

/**
 * What the writer typed in the item's own text fields, to show again when the save is refused, with
 * the stored copy's mark: a refusal does not reload the page's data, so the form learns of the newer
 * save here (saving again from it then replaces that save knowingly).
 */
const typedText = (form: FormData, savedAt: string | undefined): Typed => ({
  ...(Object.fromEntries((['title', 'slug', 'excerpt', 'contentHtml'] as const).map((name) => [name, String(form.get(name) ?? '')])) as Typed),
  savedAt,
})

/** A refused save with what was typed and what the section's fields held, shown again (nothing typed is lost, with or without JavaScript). */
const withSent = (refused: ReturnType<typeof refusedForm>, form: FormData, sent: Record<string, unknown> | null, savedAt?: string) =>
  data({ ...refused.data, sent, typed: form.has('title') ? typedText(form, savedAt) : null }, refused.init ?? undefined)

export async function action(args: ActionFunctionArgs<AppLoadContext>): Promise<FormReply<{ sent?: Record<string, unknown> | null; typed?: Typed | null }>> {
  const { user, kind, admin } = await staffForKind(args)
  const form = await args.request.formData()
  const submission = parseForm(form, { schema: PostAction })
  const sponsors = await sponsorsFor(args.context, kind)
  if (submission.status !== 'success') return withSent(refusedForm(submission), form, sentSectionFields(kind, form, {}, sponsors))
  const value = submission.value
  const publishing = value.intent === 'publish' || value.intent === 'schedule'
  let stored: Record<string, unknown> = {}
  let storedSavedAt: string | undefined
  try {
    if (args.params.id === undefined) {
      if (!('title' in value)) return refusedForm(submission, { formErrors: [`Save the ${kind.noun} first`] })
      // Publishing is checked before the draft is written: a refused publish leaves nothing behind.
      if (publishing && !admin.mayPublishNew(user)) throw refusedPublish(kind.noun)
      const input = postInputOf(args.context, kind, value, form, {}, sponsors)
      const id = await admin.create(user, { ...input, fields: { ...input.fields, ...(await storedFiles(args.context, kind, form)) } })
      if (value.intent === 'publish') await admin.publish(user, id)
      throw redirect(`${kind.listPath}/${id}?saved=${value.intent === 'publish' ? 'publish' : 'save'}`, { headers: noStore })
    }
    const id = storableIdOf(args.params.id)
    if (id === null) throw data({ message: `No such ${kind.noun}` }, { status: 404 })
    const current = await admin.get(user, id)
    stored = current.item.acf
    storedSavedAt = current.item.modifiedAt.toISOString()
    // Publishing is checked before anything is saved: a refused publish changes nothing.
    if (publishing && !current.may.publish) throw refusedPublish(kind.noun)
    if ('title' in value) {
      const input = postInputOf(args.context, kind, value, form, stored, sponsors)
      await admin.update(user, id, { ...input, fields: { ...input.fields, ...(await storedFiles(args.context, kind, form)) } }, { savedAt: value.savedAt })
    }
    switch (value.intent) {
      case 'publish':
        await admin.publish(user, id)
        break
      case 'schedule':
        await admin.schedule(user, id, value.publishAt)
        return doneForm(submission, `Scheduled: it goes on the site at ${utcMinute(value.publishAt)}.`)
      case 'unpublish':
        await admin.unpublish(user, id)
        break
      case 'trash':
        await admin.trash(user, id)
        break
      case 'restore':
        await admin.restore(user, id)
        break
      case 'revision':
        if (value.revisionId === null) throw data({ message: 'No such revision' }, { status: 404 })
        await admin.restoreRevision(user, id, value.revisionId)
        break
      case 'make-current':
        if (kind.type !== 'issues') return refusedForm(submission, { formErrors: ['Only an issue can be the current issue'] })
        await args.context.featured.makeCurrentIssue(user, id)
    }
    return doneForm(submission, DONE[value.intent] ?? 'Saved.')
  } catch (error) {
    // Only a refusal for a newer save moves the form's mark on; any other keeps the copy it was opened on.
    const newerSave = isServiceError(error) && error.code === 'conflict' ? storedSavedAt : undefined
    return withSent(refusedByService(submission, error), form, sentSectionFields(kind, form, stored, sponsors), newerSave)
  }
}

export const headers = retryAfterHeaders

export default function PostEditor() {
  const { kind, item: article, prefill, fields, choices, revisions, mayNew, sponsors } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  const saved = useSearchParams()[0].get('saved')
  const may = article?.may ?? mayNew
  const { fields: messages, error: fieldError, invalid } = replyMessages(result?.reply)
  const typed = result && 'typed' in result ? result.typed : null
  return (
    <>
      <BackLink to={kind.listPath} label={`All ${kind.plural.toLowerCase()}`} />
      <h1>{article ? article.title : `New ${kind.noun}`}</h1>
      {article ? (
        <p>
          Status: {article.status === 'future' ? `${article.statusLabel} for ${article.publishedAt.replace('T', ' ')} UTC` : article.statusLabel} ·{' '}
          <a href={article.previewPath} target="_blank" rel="noopener">
            Preview the saved version
            <span className="visually-hidden"> (opens a new tab)</span>
          </a>
          {kind.type === 'lists' ? (
            <>
              {' '}
              · <Link to={`/admin/content/lists/${article.id}/entries`}>Entries: import and export</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {article && kind.type === 'issues' ? (
        article.isCurrentIssue ? (
          <p>This is the current issue.</p>
        ) : article.status === 'publish' && may.publish ? (
          <Form method="post" className="inline-form">
            <button type="submit" name="intent" value="make-current" className="button button--secondary" disabled={busy}>
              Make this the current issue
            </button>
          </Form>
        ) : null
      ) : null}
      {result?.done ? <FormNotice>{result.done}</FormNotice> : saved ? <FormNotice>{DONE[saved] ?? 'Saved.'}</FormNotice> : null}
      <ReplySummary id="post-errors" reply={result?.reply} />
      <Form method="post" className="form article-form" key={article?.id ?? 'new'} encType={isSectionType(kind.type) && fileFieldsOf(kind.type).length ? 'multipart/form-data' : undefined}>
        <fieldset disabled={!may.edit} className="article-form__fields">
          <legend className="visually-hidden">The {kind.noun}</legend>
          {article ? <input type="hidden" name="savedAt" value={typed?.savedAt ?? article.savedAt} /> : null}
          <div className="field">
            <label htmlFor="title">Title *</label>
            <input id="title" name="title" defaultValue={typed?.title ?? article?.title ?? prefill.title} required maxLength={300} {...invalid('title')} />
            {fieldError('title')}
          </div>
          <div className="field">
            <label htmlFor="slug">Address (slug)</label>
            <p className="field__hint" id="slug-hint">
              Empty: made from the title.
            </p>
            <input id="slug" name="slug" defaultValue={typed?.slug ?? article?.slug ?? prefill.slug} aria-describedby="slug-hint" maxLength={200} />
          </div>
          <div className="field">
            <label htmlFor="excerpt">Deck</label>
            <p className="field__hint" id="excerpt-hint">
              One or two sentences under the title and in lists.
            </p>
            <textarea id="excerpt" name="excerpt" defaultValue={typed?.excerpt ?? article?.excerpt ?? ''} rows={3} maxLength={1000} {...invalid('excerpt', 'excerpt-hint')} />
            {fieldError('excerpt')}
          </div>
          <div className="field">
            <p className="field__label" id="body-label">
              Body
            </p>
            <RichTextEditor name="contentHtml" labelId="body-label" defaultValue={typed?.contentHtml ?? article?.contentHtml ?? ''} images={choices.images} videos={choices.videos} />
          </div>
          {kind.type === 'page' ? null : (
            <fieldset className="checkbox-list">
              <legend>Topics (the first ticked is the main one)</legend>
              {choices.topics.map((topic) => (
                <label key={topic.id}>
                  <input type="checkbox" name="topicIds" value={topic.id} defaultChecked={article?.topicIds.includes(topic.id)} /> {topic.name}
                </label>
              ))}
            </fieldset>
          )}
          {choices.videoCategories.length ? (
            <fieldset className="checkbox-list">
              <legend>Video categories</legend>
              {choices.videoCategories.map((category) => (
                <label key={category.id}>
                  <input type="checkbox" name="videoCategoryIds" value={category.id} defaultChecked={article?.videoCategoryIds.includes(category.id)} /> {category.name}
                </label>
              ))}
            </fieldset>
          ) : null}
          {kind.type === 'post' ? (
            <div className="field">
              <label htmlFor="tags">Tags</label>
              <p className="field__hint" id="tags-hint">
                Separated by commas; a new one is made as you save.
              </p>
              <input id="tags" name="tags" defaultValue={article?.tags ?? ''} aria-describedby="tags-hint" maxLength={2000} />
            </div>
          ) : null}
          <RecordSelect name="featuredMediaId" label="Featured image" none="None" value={article?.featuredMediaId} options={choices.images.map((image) => [image.id, image.title] as const)} />
          <RecordSelect name="authorId" label="Byline" none="No byline" value={article?.authorId} options={choices.authors.map((author) => [author.id, author.name] as const)} />
        </fieldset>
        {kind.type === 'post' ? (
          <fieldset disabled={!may.edit} className="field-group">
            <legend>Search and sharing</legend>
            <div className="field">
              <label htmlFor="seoTitle">Search engine title</label>
              <p className="field__hint" id="seoTitle-hint">
                Empty: the article’s title. Search results show about 60 characters.
              </p>
              <input id="seoTitle" name="seoTitle" defaultValue={String(fields.seo_title ?? '')} maxLength={120} {...invalid('seoTitle', 'seoTitle-hint')} />
              {fieldError('seoTitle')}
            </div>
            <div className="field">
              <label htmlFor="seoDescription">Search engine description</label>
              <p className="field__hint" id="seoDescription-hint">
                Empty: the deck. Search results show about 155 characters.
              </p>
              <textarea id="seoDescription" name="seoDescription" defaultValue={String(fields.seo_description ?? '')} rows={2} maxLength={300} {...invalid('seoDescription', 'seoDescription-hint')} />
              {fieldError('seoDescription')}
            </div>
          </fieldset>
        ) : null}
        {isSectionType(kind.type) ? (
          <fieldset disabled={!may.edit} className="article-form__fields">
            <legend>Details of the {kind.noun}</legend>
            <SectionFieldsEditor type={kind.type} values={result?.sent ?? fields} errors={messages} sponsors={sponsors} />
          </fieldset>
        ) : null}
        <div className="article-form__actions">
          {may.edit ? (
            <button type="submit" name="intent" value="save" className="button" disabled={busy}>
              {article ? 'Save' : 'Save the draft'}
            </button>
          ) : null}
          {may.publish && article?.status !== 'publish' ? (
            <button type="submit" name="intent" value="publish" className="button" disabled={busy}>
              Publish now
            </button>
          ) : null}
          {article && may.publish && article.status !== 'publish' && article.status !== 'trash' ? (
            <span className="article-form__schedule">
              <label htmlFor="publishAt">Publish at (UTC)</label> <input id="publishAt" name="publishAt" type="datetime-local" {...invalid('publishAt')} />{' '}
              <button type="submit" name="intent" value="schedule" className="button button--secondary" disabled={busy}>
                Schedule
              </button>
              {fieldError('publishAt')}
            </span>
          ) : null}
          {article && may.publish && (article.status === 'publish' || article.status === 'future') ? (
            <button type="submit" name="intent" value="unpublish" className="button button--secondary" disabled={busy}>
              {article.status === 'future' ? 'Unschedule' : 'Unpublish'}
            </button>
          ) : null}
          {article && may.edit && article.status !== 'trash' ? (
            <button type="submit" name="intent" value="trash" className="button button--danger" disabled={busy}>
              Move to the trash
            </button>
          ) : null}
          {article && may.edit && article.status === 'trash' ? (
            <button type="submit" name="intent" value="restore" className="button button--secondary" disabled={busy}>
              Bring back
            </button>
          ) : null}
        </div>
      </Form>
      {!may.edit ? <p className="notice">Your role may not change this {kind.noun}.</p> : null}
      {article ? (
        <section aria-labelledby="revisions-heading">
          <h2 id="revisions-heading">Revisions</h2>
          {revisions.length ? (
            <ul>
              {revisions.map((revision) => (
                <li key={revision.id}>
                  <Form method="post" className="inline-form">
                    {revision.at}: “{revision.title}” <input type="hidden" name="revisionId" value={revision.id} />
                    <Link to={`${kind.listPath}/${article.id}/revisions/${revision.id}`}>
                      Compare with now<span className="visually-hidden"> (revision of {revision.at})</span>
                    </Link>{' '}
                    ·
                    <button type="submit" name="intent" value="revision" className="link-button" disabled={busy || !may.edit}>
                      Bring this back
                      <span className="visually-hidden"> (revision of {revision.at})</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p>No earlier versions yet: each save keeps the one before.</p>
          )}
        </section>
      ) : null}
    </>
  )
}

/** A plain select of records by id, whose first, empty choice (`none`) leaves the field blank. */
function RecordSelect({ name, label, none, value, options }: { name: string; label: string; none: string; value: number | null | undefined; options: (readonly [id: number, label: string])[] }) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={value ?? ''}>
        <option value="">{none}</option>
        {options.map(([id, text]) => (
          <option key={id} value={id}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}
