import type { SeedTopicArticles } from './types.ts';
import { salesLeadershipArticles } from './articles-sales-leadership.ts';
import { prospectingArticles } from './articles-prospecting.ts';
import { salesEnablementArticles } from './articles-sales-enablement.ts';
import { salesManagementArticles } from './articles-sales-management.ts';
import { salesTrainingArticles } from './articles-sales-training.ts';
import { revenueOperationsArticles } from './articles-revenue-operations.ts';
import { salesTechnologyArticles } from './articles-sales-technology.ts';
import { negotiationArticles } from './articles-negotiation.ts';
import { accountManagementArticles } from './articles-account-management.ts';
import { salesCareersArticles } from './articles-sales-careers.ts';

export type { SeedTopic, SeedAuthor, SeedArticle, SeedTopicArticles } from './types.ts';
export { seedTopics, seedTags } from './topics.ts';
export { seedAuthors } from './authors.ts';
export const seedArticleSets: SeedTopicArticles[] = [
  salesLeadershipArticles,
  prospectingArticles,
  salesEnablementArticles,
  salesManagementArticles,
  salesTrainingArticles,
  revenueOperationsArticles,
  salesTechnologyArticles,
  negotiationArticles,
  accountManagementArticles,
  salesCareersArticles,
];
