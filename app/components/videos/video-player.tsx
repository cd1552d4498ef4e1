/**
 * YouTube's privacy-enhanced player (no cookies until the reader presses play). A plain iframe,
 * so it plays without our JavaScript; lazy so a page of players does not load them all; the box
 * is 16:9 from the first paint (no layout shift). The CSP allows exactly this frame origin.
 */
export function VideoPlayer({ youtubeId, title }: { youtubeId: string; title: string }) {
  return (
    <div className="video-player">
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?rel=0`}
        title={`Video: ${title}`}
        width={1280}
        height={720}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  )
}
