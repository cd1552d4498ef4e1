import { mergeAttributes, Node } from '@tiptap/core'

/** One of our videos, as the editor offers it for embedding. */
export interface LibraryVideo {
  id: number
  title: string
  /** The video's page on this site. */
  path: string
  thumbnail: string | null
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: { insertVideoEmbed: (video: { href: string; src: string; title: string }) => ReturnType }
  }
}

/**
 * An embed of one of our videos: its thumbnail linking to the video's page, with its title as the
 * caption (`figure.video-embed`). It loads nothing from YouTube: the video page's player does that,
 * on the reader's press. The sanitiser keeps it as it is (figure, link, image, caption).
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { href: { default: '' }, src: { default: '' }, title: { default: '' } }
  },
  parseHTML() {
    return [
      {
        tag: 'figure.video-embed',
        getAttrs: (element) => {
          const link = element.querySelector('a')
          return { href: link?.getAttribute('href') ?? '', src: element.querySelector('img')?.getAttribute('src') ?? '', title: element.querySelector('figcaption')?.textContent ?? '' }
        },
      },
    ]
  },
  renderHTML({ node }) {
    const { href, src, title } = node.attrs as { href: string; src: string; title: string }
    return ['figure', mergeAttributes({ class: 'video-embed' }), ['a', { href }, ['img', { src, alt: `Watch: ${title}`, width: '640', height: '360' }]], ['figcaption', {}, title]]
  },
  addCommands() {
    return {
      // After the selection, never over it: a just-inserted image (still selected) stays.
      insertVideoEmbed:
        (video) =>
        ({ commands, state }) =>
          commands.insertContentAt(state.selection.to, { type: this.name, attrs: video }),
    }
  },
})
