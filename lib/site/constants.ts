/** Blog constants, declared once. */
export const POSTS_PER_PAGE = 10;
export const BLOG_SIDEBAR_COUNT = 10;
/** Heading levels that make the table of contents. */
export const TOC_MIN_DEPTH = 2;
export const TOC_MAX_DEPTH = 4;
