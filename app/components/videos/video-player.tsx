import { useState } from 'react'
import type { Image } from '#lib/content-model.ts'
import { ResponsiveImage } from '../responsive-image.tsx'

interface VideoPlayerProps {
  youtubeId: string
  title: string
  /** m:ss or h:mm:ss, '' when unknown. */
  duration?: string
  thumbnail: Image | null
  /** The page's main picture (the video page, the featured video): fetched first. */
  priority?: boolean
}

export const watchUrl = (youtubeId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`

const embedUrl = (youtubeId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?rel=0&autoplay=1`

/**
 * A facade: the thumbnail, title, duration and a play button, and not one byte from YouTube until
 * the reader presses play. Without JavaScript (or before hydration) the button is a link to the
 * video on YouTube, so it still plays; offline the thumbnail and that link stay. Pressing swaps in
 * YouTube's privacy-enhanced player in the same 16:9 box (no layout shift), with autoplay so one
 * press is enough, and focus moves into it.
 */
export function VideoPlayer({ youtubeId, title, duration = '', thumbnail, priority = false }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false)
  const [offline, setOffline] = useState(false)

  if (playing) {
    return (
      <>
        <div className="video-player video-player--playing">
          <iframe
            src={embedUrl(youtubeId)}
            title={`Video: ${title}`}
            width={1280}
            height={720}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            ref={(frame) => frame?.focus()}
          />
        </div>
        <p className="video-player__fallback">
          Not playing? <a href={watchUrl(youtubeId)}>Watch it on YouTube</a>
        </p>
      </>
    )
  }

  return (
    <div className="video-player video-facade">
      {thumbnail ? <ResponsiveImage image={thumbnail} sizes="(min-width: 56rem) 60vw, 100vw" priority={priority} alt="" className="video-facade__thumbnail" /> : null}
      <a
        className="video-facade__play"
        href={watchUrl(youtubeId)}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
          event.preventDefault()
          // Offline the frame could only show the browser's error page: keep the thumbnail and say why.
          if (navigator.onLine === false) setOffline(true)
          else setPlaying(true)
        }}
      >
        <span className="video-facade__button" aria-hidden="true">
          <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
            <path
              className="video-facade__button-shape"
              d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6c5.3 1.4 26.5 1.4 26.5 1.4s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z"
            />
            <path d="M45 24 27 14v20" fill="#fff" />
          </svg>
        </span>
        <span className="video-facade__caption">
          <span className="video-facade__title">
            <span className="visually-hidden">Play video: </span>
            {title}
          </span>
          {duration ? (
            <span className="video-facade__duration">
              <span className="visually-hidden">, duration </span>
              {duration}
            </span>
          ) : null}
        </span>
      </a>
      {offline ? (
        <p className="video-facade__offline" role="status">
          You are offline. The video plays when you are back online.
        </p>
      ) : null}
    </div>
  )
}
