import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { refusal } from './posts.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { TopicFields } from './topic-fields.tsx'

/** Topics with how many posts each files; a new topic. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args, 'content:structure')
  return data({ topics: await args.context.topicAdmin.list() }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args, 'content:structure')
  const form = await args.request.formData()
  try {
    const name = String(form.get('name') ?? '').slice(0, 500)
    await args.context.topicAdmin.create(user, { name, slug: String(form.get('slug') ?? '').slice(0, 500), description: String(form.get('description') ?? '').slice(0, 5000) })
    return data({ error: null, fields: {} as Record<string, string>, done: `“${name.trim()}” is a topic now.` }, { headers: noStore })
  } catch (error) {
    return refusal(error)
  }
}

export const headers = retryAfterHeaders

export default function TopicsScreen() {
  const { topics } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <h1>Topics</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <table className="admin-table">
        <caption className="visually-hidden">Topics by name</caption>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            <th scope="col">Address</th>
            <th scope="col">Posts</th>
          </tr>
        </thead>
        <tbody>
          {topics.map((topic) => (
            <tr key={topic.id}>
              <td>
                <Link to={`/admin/topics/${topic.id}`}>{topic.name}</Link>
              </td>
              <td>{topic.slug}</td>
              <td>{topic.posts}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>New topic</h2>
      <Form method="post" className="form" key={result?.done ?? 'new'}>
        <TopicFields result={result} />
        <button type="submit" className="button" disabled={busy}>
          Add the topic
        </button>
      </Form>
    </>
  )
}
