/** An image of the media library as the editor offers it: its thumbnail to choose by, its large size to insert. */
export interface LibraryImage {
  id: number
  title: string
  alt: string
  thumbnail: string
  src: string
}
