import { data, Form, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { utcMinute } from '#lib/utc-minute.ts'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { noStore } from '../http-responses.server.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { refusedPage } from '../back-office-form.server.ts'
import { staffForKind } from './post-kind.server.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'

export const handle = backOfficeScreen({
  byRoute: {
    'admin-article-revision': { capability: 'content:draft' },
    'admin-content-revision': { capability: 'content:structure' },
  },
})

/** /admin/articles/{id}/revisions/{revisionId} (and the same under /admin/content/{section}): what changed since a revision, before bringing it back. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user, kind, admin } = await staffForKind(args)
  const [id, revisionId] = [storableIdOf(args.params.id), storableIdOf(args.params.revisionId)]
  if (id === null || revisionId === null) throw data({ message: 'No such revision' }, { status: 404 })
  const compared = await admin.compare(user, id, revisionId).catch(refusedPage)
  const { item, revision, diffs, may } = compared
  return data(
    {
      kind,
      item: { id, title: item.title },
      revision: { id: revisionId, title: revision.title, at: utcMinute(revision.savedAt) },
      diffs,
      mayRestore: may.edit,
    },
    { headers: noStore },
  )
}

export default function RevisionScreen() {
  const { kind, item, revision, diffs, mayRestore } = useLoaderData<typeof loader>()
  const editor = `${kind.listPath}/${item.id}`
  return (
    <>
      <BackLink to={editor} label={item.title} />
      <h1>Revision of {revision.at}</h1>
      <p>
        What changed from this revision to the {kind.noun} as it is now: <del className="diff-removed">struck through</del> was in the revision, <ins className="diff-added">underlined</ins> is there
        now.
      </p>
      {diffs.length ? (
        <dl className="revision-diff">
          {diffs.map((diff) => (
            <div key={diff.field}>
              <dt>{diff.field}</dt>
              <dd>
                {diff.parts.map((part, i) =>
                  part.change === 'added' ? (
                    <ins key={i} className="diff-added">
                      {part.value}
                    </ins>
                  ) : part.change === 'removed' ? (
                    <del key={i} className="diff-removed">
                      {part.value}
                    </del>
                  ) : (
                    <span key={i}>{part.value}</span>
                  ),
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="notice">Nothing differs: the {kind.noun} is as this revision left it.</p>
      )}
      {mayRestore && diffs.length ? (
        <Form method="post" action={editor}>
          <input type="hidden" name="revisionId" value={revision.id} />
          <button type="submit" name="intent" value="revision" className="button">
            Bring this revision back
          </button>
        </Form>
      ) : null}
    </>
  )
}
