export interface SeedTopic {
  slug: string;
  name: string;
  description: string;
}

export interface SeedAuthor {
  slug: string;
  name: string;
  title: string;
  bio: string;
}

export interface SeedArticle {
  slug: string;
  title: string;
  deck: string;
  topics: string[];
  tags: string[];
  author: string;
  blog?: boolean;
  paragraphs: string[];
}

export interface SeedTopicArticles {
  topic: string;
  articles: SeedArticle[];
}
