import { data, Form, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { dateText } from '#lib/time-format.ts'
import { VideoCalendarForm } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { ReplySummary, replyMessages } from '../../components/forms/field-messages.tsx'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'

export const handle = backOfficeScreen({ capability: 'content:structure' })

/** /admin/content/videos/calendar: the daily video for each of the next two weeks (a day left open shows the newest video). */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const { days, videos } = await args.context.featured.calendar()
  return data({ days: days.map((day) => ({ ...day, label: dateText(day.date, true) })), videos }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const submission = parseForm(await args.request.formData(), { schema: VideoCalendarForm })
  return answerForm(submission, async (choices) => {
    await args.context.featured.planDailyVideos(user, choices)
    return 'Saved: each day shows its video from midnight (New York time).'
  })
}

export const headers = retryAfterHeaders

export default function VideoCalendar() {
  const { days, videos } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  const { error, invalid } = replyMessages(result?.reply)
  return (
    <>
      <BackLink to="/admin/content/videos" label="All videos" />
      <h1>Daily-video calendar</h1>
      <p>The video the site features each day. A day left on “The newest video” shows whichever video was published last.</p>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <ReplySummary id="calendar-errors" reply={result?.reply} />
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
