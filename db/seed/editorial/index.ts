// Temporary until all topic files are written (the writer replaces this file).
export * from './types.ts'
export { seedTopics, seedTags } from './topics.ts'
export { seedAuthors } from './authors.ts'
import { prospectingArticles } from './articles-prospecting.ts'
import { salesEnablementArticles } from './articles-sales-enablement.ts'
import { salesLeadershipArticles } from './articles-sales-leadership.ts'
import type { SeedTopicArticles } from './types.ts'
export const seedArticleSets: SeedTopicArticles[] = [salesLeadershipArticles, prospectingArticles, salesEnablementArticles]
