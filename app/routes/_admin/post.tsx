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
import { valuesOf, type FormValues } from '../../components/editor/form-values.ts'
import { useEffect, useRef, useState } from 'react'
import { EditorBar, wordCount } from '../../components/editor/editor-bar.tsx'
import { ConflictChoice, RestoredNotice } from '../../components/editor/kept-notices.tsx'
import { forgetKept, useDraftKeeper, type KeptDraft } from '../../components/editor/use-draft-keeper.ts'
import { PostActions } from './post-actions.tsx'
import { PostSidebar, shownFrom } from './post-sidebar.tsx'

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
        siteUrl: args.context.env.SITE_URL,
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
      siteUrl: args.context.env.SITE_URL,
      sponsors,
    },
    { headers: noStore },
  )
}

const DONE: Record<string, string> = {
  save: 'Saved.',
  autosave: 'Saved automatically.',
  publish: 'Published: it is on the site now.',
  unpublish: 'Unpublished: it is off the site, kept as a draft.',
  trash: 'Moved to the trash. “Bring back” restores it as a draft.',
  restore: 'Brought back as a draft.',
  revision: 'The revision is back; what was there before is a revision in turn.',
  'make-current': 'This is the current issue now: the magazine page and the subscription offer show it.',
}

const refusedPublish = (noun: string) => data({ message: `Your role may not publish this ${noun}: ask an editor.` }, { status: 403 })

/**
 * What the writer typed, to show again when the save is refused (every field, so nothing typed is
 * lost without JavaScript either), with the stored copy's mark when the refusal is for a newer
 * save: a refusal does not reload the page's data, so the form learns of that save here (saving
 * again from it then replaces that save knowingly).
 */
type Typed = { values: FormValues; savedAt?: string }

/** A refused save with what was typed and what the section's fields held, shown again (nothing typed is lost, with or without JavaScript). */
const withSent = (refused: ReturnType<typeof refusedForm>, form: FormData, sent: Record<string, unknown> | null, savedAt?: string) =>
  data({ ...refused.data, sent, conflict: savedAt !== undefined, typed: form.has('title') ? { values: valuesOf(form, ['intent', 'savedAt']), savedAt } : null }, refused.init ?? undefined)

export async function action(args: ActionFunctionArgs<AppLoadContext>): Promise<FormReply<{ sent?: Record<string, unknown> | null; typed?: Typed | null; conflict?: boolean }>> {
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
      if (!('title' in value) || value.intent === 'autosave') return refusedForm(submission, { formErrors: [`Save the ${kind.noun} first`] })
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
    // Autosave writes drafts only: what readers see changes when its writer says so.
    if (value.intent === 'autosave' && current.item.status !== 'draft')
      return refusedForm(submission, { status: 409, formErrors: [`Only a draft is saved automatically: use Save to change this ${kind.noun}.`] })
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
  const { kind, item: article, prefill, fields, choices, revisions, mayNew, siteUrl, sponsors } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  const saved = useSearchParams()[0].get('saved')
  const may = article?.may ?? mayNew
  const { fields: messages, error: fieldError, invalid } = replyMessages(result?.reply)
  const typed = result && 'typed' in result ? result.typed : null
  const shown = shownFrom(typed?.values)
  const form = useRef<HTMLFormElement>(null)
  const [body, setBody] = useState(() => ({ html: shown.one('contentHtml', article?.contentHtml ?? ''), restored: false }))
  const [live, setLive] = useState(() => ({ title: shown.one('title', article?.title ?? prefill.title), excerpt: shown.one('excerpt', article?.excerpt ?? '') }))
  const [restored, setRestored] = useState<KeptDraft | null>(null)
  const keptKey = article ? `${kind.listPath}/${article.id}` : `${kind.listPath}/new`
  const { draft, discard, autosavedAt } = useDraftKeeper(form, {
    key: keptKey,
    autosave: article?.status === 'draft' && may.edit,
    savedNow: result?.done ? result : null,
    skip: ['contentHtml'],
    summaryId: 'post-errors',
    onRestore: (kept) => {
      setRestored(kept)
      setBody({ html: kept.values.contentHtml?.[0] ?? '', restored: true })
    },
  })
  // A new item's kept changes are done with once it is saved (the page it moved to says so).
  useEffect(() => {
    if (saved && article) forgetKept(`${kind.listPath}/new`)
  }, [saved, article, kind.listPath])
  // The stored copy's mark: the newest of the one the page was opened on, a refusal's (a save made since) and its own last autosave's.
  const openedOn = article ? [typed?.savedAt ?? '', autosavedAt ?? '', article.savedAt].sort().at(-1)! : null
  const saveShortcut = (event: React.KeyboardEvent) => {
    if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey)) return
    event.preventDefault()
    // An autosave on its way is saving these words already (a second save would meet it as a newer one).
    if (draft.state !== 'saving') form.current?.requestSubmit(form.current.querySelector<HTMLButtonElement>('button[value="save"]'))
  }
  return (
    <>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : saved ? <FormNotice>{DONE[saved] ?? 'Saved.'}</FormNotice> : null}
      {restored ? <RestoredNotice kept={restored} savedAt={article?.savedAt ?? null} reloadTo={keptKey} onDiscard={discard} /> : null}
      <ReplySummary id="post-errors" reply={result?.reply} />
      {result && 'conflict' in result && result.conflict ? <ConflictChoice formId="post-form" reloadTo={keptKey} noun={kind.noun} onDiscard={discard} /> : null}
      {article && kind.type === 'issues' ? <CurrentIssue current={article.isCurrentIssue} offered={article.status === 'publish' && may.publish} busy={busy} /> : null}
      <Form
        method="post"
        id="post-form"
        ref={form}
        className="form editor"
        key={article?.id ?? 'new'}
        encType={isSectionType(kind.type) && fileFieldsOf(kind.type).length ? 'multipart/form-data' : undefined}
        onKeyDown={saveShortcut}
        onInput={(event) => {
          const target = event.target as HTMLInputElement
          if (target.name === 'title' || target.name === 'excerpt') setLive((now) => ({ ...now, [target.name]: target.value }))
        }}
      >
        <EditorBar
          back={{ to: kind.listPath, label: `All ${kind.plural.toLowerCase()}` }}
          title={article ? article.title : `New ${kind.noun}`}
          status={article ? (article.status === 'future' ? `${article.statusLabel} for ${article.publishedAt.replace('T', ' ')} UTC` : article.statusLabel) : null}
          draft={draft}
          words={wordCount(body.html)}
          previewPath={article?.previewPath ?? null}
        >
          <PostActions status={article?.status ?? null} may={may} busy={busy || draft.state === 'saving'} invalid={invalid} error={fieldError} />
        </EditorBar>
        {article && kind.type === 'lists' ? (
          <p>
            <Link to={`/admin/content/lists/${article.id}/entries`}>Entries: import and export</Link>
          </p>
        ) : null}
        <div className="editor__layout">
          <fieldset disabled={!may.edit} className="editor__canvas">
            <legend className="visually-hidden">The {kind.noun}</legend>
            {openedOn ? <input type="hidden" name="savedAt" value={openedOn} /> : null}
            <div className="field">
              <label htmlFor="title" className="editor__label">
                Title *
              </label>
              <input id="title" name="title" className="editor__title" defaultValue={shown.one('title', article?.title ?? prefill.title)} required maxLength={300} {...invalid('title')} />
              {fieldError('title')}
            </div>
            <div className="field">
              <label htmlFor="excerpt" className="editor__label">
                Deck
              </label>
              <p className="field__hint" id="excerpt-hint">
                One or two sentences under the title and in lists.
              </p>
              <textarea
                id="excerpt"
                name="excerpt"
                className="editor__deck"
                defaultValue={shown.one('excerpt', article?.excerpt ?? '')}
                rows={2}
                maxLength={1000}
                {...invalid('excerpt', 'excerpt-hint')}
              />
              {fieldError('excerpt')}
            </div>
            <div className="field editor__body">
              <p className="field__label editor__label" id="body-label">
                Body
              </p>
              <RichTextEditor
                key={body.restored ? 'restored' : 'opened'}
                name="contentHtml"
                labelId="body-label"
                defaultValue={body.html}
                images={choices.images}
                videos={choices.videos}
                onHtml={(html) => setBody((now) => ({ ...now, html }))}
              />
            </div>
            {isSectionType(kind.type) ? (
              <fieldset className="field-group">
                <legend>Details of the {kind.noun}</legend>
                <SectionFieldsEditor type={kind.type} values={result?.sent ?? fields} errors={messages} sponsors={sponsors} />
              </fieldset>
            ) : null}
          </fieldset>
          <fieldset disabled={!may.edit} className="editor__aside">
            <legend className="visually-hidden">Settings</legend>
            <PostSidebar
              // Changes kept from before (an expired session) are drawn again from those values, pickers included.
              key={restored ? 'restored' : 'opened'}
              type={kind.type}
              noun={kind.noun}
              choices={choices}
              stored={{
                slug: article?.slug ?? prefill.slug,
                topicIds: article?.topicIds ?? [],
                videoCategoryIds: article?.videoCategoryIds ?? [],
                tags: article?.tags ?? '',
                featuredMediaId: article?.featuredMediaId ?? null,
                authorId: article?.authorId ?? null,
                seoTitle: String(fields.seo_title ?? ''),
                seoDescription: String(fields.seo_description ?? ''),
              }}
              shown={restored ? shownFrom(restored.values) : shown}
              live={live}
              siteUrl={siteUrl}
              invalid={invalid}
              error={fieldError}
            />
          </fieldset>
        </div>
      </Form>
      {!may.edit ? <p className="notice">Your role may not change this {kind.noun}.</p> : null}
      {article ? <Revisions listPath={`${kind.listPath}/${article.id}`} revisions={revisions} busy={busy} mayEdit={may.edit} /> : null}
    </>
  )
}

/** An issue's place on the magazine page: it is the current one, or may be made so. */
function CurrentIssue({ current, offered, busy }: { current: boolean; offered: boolean; busy: boolean }) {
  if (current) return <p>This is the current issue.</p>
  if (!offered) return null
  return (
    <Form method="post" className="inline-form">
      <button type="submit" name="intent" value="make-current" className="button button--secondary" disabled={busy}>
        Make this the current issue
      </button>
    </Form>
  )
}

/** The item's earlier saves: each compared with now, or brought back. */
function Revisions({ listPath, revisions, busy, mayEdit }: { listPath: string; revisions: { id: number; title: string; at: string }[]; busy: boolean; mayEdit: boolean }) {
  return (
    <section aria-labelledby="revisions-heading" className="editor__revisions">
      <h2 id="revisions-heading">Revisions</h2>
      {revisions.length ? (
        <ul>
          {revisions.map((revision) => (
            <li key={revision.id}>
              <Form method="post" className="inline-form">
                {revision.at}: “{revision.title}” <input type="hidden" name="revisionId" value={revision.id} />
                <Link to={`${listPath}/revisions/${revision.id}`}>
                  Compare with now<span className="visually-hidden"> (revision of {revision.at})</span>
                </Link>{' '}
                ·
                <button type="submit" name="intent" value="revision" className="link-button" disabled={busy || !mayEdit}>
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
  )
}
