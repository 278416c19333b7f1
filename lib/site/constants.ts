/** Blog constants, declared once. */
export const POSTS_PER_PAGE = 10;
export const BLOG_SIDEBAR_COUNT = 10;
/**
 * How many of the newest posts a feed carries, each with its whole body: Docusaurus's default
 * (`feedOptions.limit`), which the site this replaces used. A feed is what changed lately; every
 * post carried in full made each of the six files about 0.9 MB, fetched again at every poll.
 */
export const FEED_LIMIT = 20;
/** Heading levels that make the table of contents. */
export const TOC_MIN_DEPTH = 2;
export const TOC_MAX_DEPTH = 4;
/** Search page: results shown at first, and revealed by each 'Show more'. */
export const SEARCH_PAGE_STEP = 20;
