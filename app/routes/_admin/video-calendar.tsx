import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { dateText } from '#lib/time-format.ts'
import { fieldMessages } from '../../components/forms/field-messages.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { refusal } from './posts.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'content:structure' })

/** /admin/content/videos/calendar: the daily video for each of the next two weeks (a day left open shows the newest video). */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const { days, videos } = await args.context.featured.calendar()
  return data({ days: days.map((day) => ({ ...day, label: dateText(day.date, true) })), videos }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const form = await args.request.formData()
  const choices: Record<string, number | null> = {}
  for (const [key, value] of form) {
    const date = /^day\.(\d{4}-\d{2}-\d{2})$/.exec(key)?.[1]
    if (date) choices[date] = /^\d{1,9}$/.test(String(value)) ? Number(value) : null
  }
  try {
    await args.context.featured.planDailyVideos(user, choices)
  } catch (error) {
    return refusal(error)
  }
  return data({ error: null, fields: {}, done: 'Saved: each day shows its video from midnight (New York time).' }, { headers: noStore })
}

export const headers = retryAfterHeaders

export default function VideoCalendar() {
  const { days, videos } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const { error, invalid } = fieldMessages(result?.fields)
  return (
    <>
      <p>
        <Link to="/admin/content/videos">← All videos</Link>
      </p>
      <h1>Daily-video calendar</h1>
      <p>The video the site features each day. A day left on “The newest video” shows whichever video was published last.</p>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <FormErrors id="calendar-errors" errors={result?.error ? [result.error] : undefined} />
      <Form method="post" className="form">
        {days.map((day) => (
          <div className="field" key={day.date}>
            <label htmlFor={`day.${day.date}`}>{day.label}</label>
            <select id={`day.${day.date}`} name={`day.${day.date}`} defaultValue={day.videoId ?? ''} {...invalid(`day.${day.date}`)}>
              <option value="">The newest video</option>
              {videos.map((video) => (
                <option key={video.id} value={video.id}>
                  {video.title}
                </option>
              ))}
            </select>
            {error(`day.${day.date}`)}
          </div>
        ))}
        <button type="submit" className="button" disabled={busy}>
          Save the calendar
        </button>
      </Form>
    </>
  )
}
