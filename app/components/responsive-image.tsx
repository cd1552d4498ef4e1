import type { Image } from '#lib/content-model.ts'

interface ResponsiveImageProps {
  image: Image
  /** How wide the image is drawn at each breakpoint, so the browser picks the right file. */
  sizes: string
  /** The page's main image: fetched first, never lazily (it is the largest paint). */
  priority?: boolean
  /** Empty when the image only decorates a link that already says everything. */
  alt?: string
  className?: string
}

/** Width and height always set, so the box is reserved before the file arrives: no layout shift. */
export function ResponsiveImage({ image, sizes, priority = false, alt = image.alt, className }: ResponsiveImageProps) {
  const hasSize = image.width > 0 && image.height > 0
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={hasSize ? image.width : 16}
      height={hasSize ? image.height : 9}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      style={{ aspectRatio: hasSize ? `${image.width} / ${image.height}` : '16 / 9' }}
    />
  )
}
