import { useState } from 'react'
import type { Image } from '#lib/content-model.ts'
import { embedUrl, PLAY_BUTTON_PATH, PLAYER_ALLOW, watchUrl } from '#lib/video-providers.ts'
import { ResponsiveImage } from '../responsive-image.tsx'
import { isPlainPress, OFFLINE_NOTICE } from '../../utils/play-video-facade.ts'

interface VideoPlayerProps {
  youtubeId: string
  title: string
  /** m:ss or h:mm:ss, '' when unknown. */
  duration?: string
  thumbnail: Image | null
  /** The page's main picture (the video page, the featured video): fetched first. */
  priority?: boolean
}

/**
 * A facade: the thumbnail, title, duration and a play button, and not one byte from YouTube until
 * the reader presses play. Without JavaScript (or before hydration) the button is a link to the
 * video on YouTube, so it still plays; offline the thumbnail and that link stay. Pressing swaps in
 * YouTube's privacy-enhanced player in the same 16:9 box (no layout shift), with autoplay so one
 * press is enough, and focus moves into it. Where the page is not hydrated (decision 071) the
 * island does the same to this markup (app/utils/play-video-facade.ts).
 */
export function VideoPlayer({ youtubeId, title, duration = '', thumbnail, priority = false }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false)
  const [offline, setOffline] = useState(false)
  const video = { provider: 'youtube', id: youtubeId, hash: '' } as const

  if (playing) {
    return (
      <>
        <div className="video-player video-player--playing">
          <iframe
            src={embedUrl(video)}
            title={`Video: ${title}`}
            width={1280}
            height={720}
            allow={PLAYER_ALLOW}
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            ref={(frame) => frame?.focus()}
          />
        </div>
        <p className="video-player__fallback">
          Not playing? <a href={watchUrl(video)}>Watch it on YouTube</a>
        </p>
      </>
    )
  }

  return (
    <div className="video-player video-facade">
      {thumbnail ? <ResponsiveImage image={thumbnail} sizes="(min-width: 56rem) 60vw, 100vw" priority={priority} alt="" className="video-facade__thumbnail" /> : null}
      <a
        className="video-facade__play"
        href={watchUrl(video)}
        onClick={(event) => {
          if (!isPlainPress(event)) return
          event.preventDefault()
          // Offline the frame could only show the browser's error page: keep the thumbnail and say why.
          if (navigator.onLine === false) setOffline(true)
          else setPlaying(true)
        }}
      >
        <span className="video-facade__button" aria-hidden="true">
          <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
            <path className="video-facade__button-shape" d={PLAY_BUTTON_PATH} />
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
          {OFFLINE_NOTICE}
        </p>
      ) : null}
    </div>
  )
}
