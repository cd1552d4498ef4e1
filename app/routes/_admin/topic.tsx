import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { idOf, refusal } from './posts.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { TopicFields } from './topic-fields.tsx'

/** One topic's name, address and description. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args, 'content:structure')
  const id = idOf(args.params.id)
  if (id === null) throw data({ message: 'No such topic' }, { status: 404 })
  const topic = await args.context.topicAdmin.get(id).catch(refusal)
  if (!('slug' in topic)) throw data({ message: 'No such topic' }, { status: 404 })
  return data({ topic: { id, name: topic.name, slug: topic.slug, description: topic.description } }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args, 'content:structure')
  const id = idOf(args.params.id)
  if (id === null) throw data({ message: 'No such topic' }, { status: 404 })
  const form = await args.request.formData()
  try {
    await args.context.topicAdmin.update(user, id, { name: String(form.get('name') ?? '').slice(0, 500), slug: String(form.get('slug') ?? '').slice(0, 500), description: String(form.get('description') ?? '').slice(0, 5000) })
    return data({ error: null, fields: {} as Record<string, string>, done: 'Saved: the site shows the change now.' }, { headers: noStore })
  } catch (error) {
    return refusal(error)
  }
}

export const headers = retryAfterHeaders

export default function TopicScreen() {
  const { topic } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <p>
        <Link to="/admin/topics">← All topics</Link>
      </p>
      <h1>{topic.name}</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <Form method="post" className="form">
        <TopicFields result={result} topic={topic} />
        <button type="submit" className="button" disabled={busy}>
          Save
        </button>
      </Form>
    </>
  )
}
