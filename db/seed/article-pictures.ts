import { articleIllustration, type Scene } from './art/scenes.ts'
import { seedArticleSets } from './demo-content.ts'

/** Each demo article's own picture, by slug: its topic's motif, taking its turn within the topic. */
export function articlePictures(): Map<string, Scene> {
  return new Map(seedArticleSets.flatMap((set, offset) => set.articles.map((article, turn) => [article.slug, articleIllustration(set.topic, turn, offset)] as const)))
}
