/** Article types and credit roles (spec §3), kept apart from the schemas so pages can use them without zod. */

/** Article types: 0 news, 1 image set, 2 video, 3 special topic, 4 link, 6 live, 12 H5. */
export const ARTICLE_TYPES = { news: 0, imageSet: 1, video: 2, specialTopic: 3, link: 4, live: 6, h5: 12 } as const;

export const CREDIT_ROLES = [
  'source',
  'editor',
  'liability',
  'proofreader',
  'planner',
  'supervisor',
  'photographer',
  'designer',
  'coordinator',
  'correspondent',
  'intern',
  'director',
  'lastChecker',
] as const;

export type CreditRole = (typeof CREDIT_ROLES)[number];
