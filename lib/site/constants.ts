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
/**
 * Search page: results shown first, before the rest of the step: those in sight on a phone or a
 * laptop, whose text chunks come in one round of requests (a browser opens 6 connections a host).
 */
export const SEARCH_PAGE_FIRST = 5;
/** Id of the search page's preload of the static index's head (its data-locale names the index). */
export const SEARCH_INDEX_HEAD = 'search-index-head';
