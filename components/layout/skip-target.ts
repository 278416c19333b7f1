/** The attribute a page puts on where its own content starts, when that is not the whole of <main> (SkipLink.client.tsx). */
export const SKIP_TARGET_ATTR = 'data-skip-target';
