import { articleIllustration, videoScene, type Scene } from './art/scenes.ts'
import { seedArticleSets, seedVideos, seedVideoSeries } from './demo-content.ts'

/** Each demo article's own picture, by slug: its topic's motif, taking its turn within the topic. */
export function articlePictures(): Map<string, Scene> {
  return new Map(seedArticleSets.flatMap((set, offset) => set.articles.map((article, turn) => [article.slug, articleIllustration(set.topic, turn, offset)] as const)))
}

export const seriesName = (slug: string) => seedVideoSeries.find((series) => series.slug === slug)!.name

/** Each demo video's card, by slug: its series and topic, palette and backdrop in turn. */
export function videoCards(): Map<string, Scene> {
  return new Map(seedVideos.map(({ slug, front: video }, turn) => [slug, videoScene(seriesName(video.series), video.topic ?? '', turn)] as const))
}
