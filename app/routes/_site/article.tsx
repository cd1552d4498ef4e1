import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { errorMeta, pageMeta } from '../../utils/meta.ts'

const NUMBER = /^\d+$/

/** /{id}/{slug} and /{year}/{month}/{day}/{id}/{slug}: anything not numeric is not an article. */
export function loader({ params }: LoaderFunctionArgs) {
  const numeric = [params.id, params.year, params.month, params.day].filter((value) => value !== undefined)
  if (!numeric.every((value) => NUMBER.test(value!))) throw data(null, { status: 404 })
  return { id: Number(params.id) }
}

export const meta: MetaFunction<typeof loader> = ({ data: article, error, matches }) =>
  article ? pageMeta(matches, 'Article') : errorMeta(error, matches)

export default function Article() {
  return (
    <div className="page page--narrow">
      <h1>Article</h1>
      <p className="notice" role="status">
        Articles are coming soon.
      </p>
    </div>
  )
}
