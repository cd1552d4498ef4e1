/** Reading speed for the "min read" hint: a transcript is read, not listened to. */
const WORDS_PER_MINUTE = 230

/** The video's transcript, folded under its summary line (a `<details>`: it opens without a script). */
export function VideoTranscript({ paragraphs }: { paragraphs: string[] }) {
  if (!paragraphs.length) return null
  const words = paragraphs.join(' ').split(/\s+/).filter(Boolean).length
  return (
    <details className="video-transcript">
      <summary>
        <span className="video-transcript__title">Transcript</span> <span className="video-transcript__length">{Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read</span>
      </summary>
      <div className="video-transcript__text prose">
        {paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </details>
  )
}
