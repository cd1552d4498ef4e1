import type { Speaker } from '#lib/content-model.ts'

/** Presenter first, then panelists; photos are 192×192 squares drawn at 96 px. */
export function SpeakerList({ speakers }: { speakers: Speaker[] }) {
  if (speakers.length === 0) return <p>Speakers will be announced soon.</p>
  return (
    <ul className="speaker-list">
      {speakers.map((speaker) => (
        <li key={speaker.name} className="speaker">
          {speaker.photo ? <img className="speaker__photo" src={speaker.photo} alt="" width={96} height={96} loading="lazy" decoding="async" /> : null}
          <div>
            <h3 className="speaker__name">{speaker.name}</h3>
            <p className="speaker__role">{[speaker.title, speaker.company].filter(Boolean).join(', ')}</p>
            {speaker.bio ? <p className="speaker__bio">{speaker.bio}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
