import { describe, expect, it } from 'vitest'
import { embedUrl, videoAt, watchUrl } from './video-providers.ts'

describe('video addresses', () => {
  it('name a YouTube video in each of its address forms', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      '  https://www.youtube.com/watch?v=dQw4w9WgXcQ\n',
    ]) {
      expect(videoAt(address), address).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ', hash: '' })
    }
  })

  it('name a Vimeo video, with the key of an unlisted one', () => {
    expect(videoAt('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871', hash: '' })
    expect(videoAt('https://vimeo.com/channels/staffpicks/76979871')).toEqual({ provider: 'vimeo', id: '76979871', hash: '' })
    expect(videoAt('https://player.vimeo.com/video/123456?h=abc123def0&dnt=1')).toEqual({ provider: 'vimeo', id: '123456', hash: 'abc123def0' })
    expect(videoAt('https://vimeo.com/123456/abc123def0')).toEqual({ provider: 'vimeo', id: '123456', hash: 'abc123def0' })
  })

  it('name nothing for playlists, other hosts, other schemes and junk', () => {
    for (const address of [
      'https://www.youtube.com/embed/videoseries?list=PL1',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXc%22',
      'https://evil.example/embed/dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/channels/staffpicks',
      'not a url',
      '',
    ]) {
      expect(videoAt(address), address).toBeNull()
    }
  })

  it('lead to the host page and to its privacy-minded player', () => {
    const youtube = videoAt('https://youtu.be/dQw4w9WgXcQ')!
    expect(watchUrl(youtube)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    expect(embedUrl(youtube)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1')
    const vimeo = videoAt('https://vimeo.com/123456/abc123def0')!
    expect(watchUrl(vimeo)).toBe('https://vimeo.com/123456/abc123def0')
    expect(embedUrl(vimeo)).toBe('https://player.vimeo.com/video/123456?h=abc123def0&dnt=1&autoplay=1')
  })
})
