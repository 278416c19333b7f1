/** Blog constants, declared once. */
export const POSTS_PER_PAGE = 10;
export const BLOG_SIDEBAR_COUNT = 10;
/** Heading levels that make the table of contents. */
export const TOC_MIN_DEPTH = 2;
export const TOC_MAX_DEPTH = 4;
/** Search page: results shown at first, and revealed by each 'Show more'. */
export const SEARCH_PAGE_STEP = 20;
