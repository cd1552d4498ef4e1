/** An image of the media library as the editor offers it: its thumbnail to choose by, its large size to insert. */
export interface LibraryImage {
  id: number
  title: string
  alt: string
  thumbnail: string
  src: string
  /** The inserted size's, written on the <img> so the page keeps its place while it loads. */
  width: number
  height: number
}
