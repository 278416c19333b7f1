/**
 * “上一篇 / 下一篇” links: a post that calls a linked post “the previous post” or “the next post”
 * must link the post right before or right after it by date, among the listed posts (the order of
 * the site's own previous/next links). The corpus uses the words only that way: every such link
 * that was right named the neighbour by date, and the two that were wrong skipped posts written in
 * between (a reader of the archive met those first). A post further back is named by what it is
 * (“[gRPC 那篇](/blog/...)”), not by “上一篇”. Dated update notes follow the same rule (“下一篇写好了：…”).
 */

export type AdjacentPost = {
  slug: string;
  source: string;
  dateISO: string;
  body: string;
  unlisted?: boolean;
  translation?: { source: string; body: string };
};

export type AdjacentClaim = { direction: 'previous' | 'next'; slug: string; line: number; words: string };

/** Label or lead-in words that make a link claim to be the neighbour. */
const PREVIOUS = /^(?:上一篇|(?:the )?previous post)$/i;
const NEXT = /^(?:下一篇|(?:the )?next post)$/i;
/** The words right before the link, in the same sentence: “是上一篇 [x](…)”, “下一篇写好了：[x](…)”, “the previous post, [x](…)”. */
const LEAD_IN = /(上一篇|下一篇|previous post|next post)[^。；;.!?\n]{0,6}$/i;

/** Every link to a post that the text calls the previous or the next post, with its 1-based body line (fenced code left out). */
export function adjacentClaims(body: string): AdjacentClaim[] {
  const text = body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, (block) => block.replace(/[^\n]/g, ' '));
  const claims: AdjacentClaim[] = [];
  for (const m of text.matchAll(/\[([^\]\n]+)\]\(\/blog\/([^)#?\s/]+)\/?(?:[#?][^)\s]*)?\)/g)) {
    const label = m[1].trim();
    const before = text.slice(Math.max(0, text.lastIndexOf('\n', m.index) + 1), m.index);
    const sentence = before.split(/[。！？!?]|\.\s/).at(-1) ?? '';
    const lead = LEAD_IN.exec(sentence)?.[1];
    const words = PREVIOUS.test(label) || NEXT.test(label) ? label : lead;
    if (!words) continue;
    const direction = /上一篇|previous/i.test(words) ? 'previous' : 'next';
    claims.push({ direction, slug: m[2], line: text.slice(0, m.index).split('\n').length, words });
  }
  return claims;
}

/** One line per “上一篇/下一篇” link that does not name the post right before or after it by date. */
export function adjacentLinkProblems(posts: AdjacentPost[]): string[] {
  const listed = posts
    .filter((p) => !p.unlisted)
    .sort((a, b) => a.dateISO.localeCompare(b.dateISO) || a.slug.localeCompare(b.slug));
  const problems: string[] = [];
  listed.forEach((post, i) => {
    const neighbour = { previous: listed[i - 1], next: listed[i + 1] };
    const bodies = [{ source: post.source, body: post.body }, ...(post.translation ? [post.translation] : [])];
    for (const { source, body } of bodies) {
      for (const claim of adjacentClaims(body)) {
        const want = neighbour[claim.direction];
        if (want?.slug === claim.slug) continue;
        const linked = posts.find((p) => p.slug === claim.slug);
        const which = claim.direction === 'previous' ? 'the post before it' : 'the post after it';
        problems.push(
          `${source}: body line ${claim.line}: “${claim.words}” links /blog/${claim.slug}${linked ? ` (${linked.dateISO})` : ''}, ` +
            `but ${which} is ${want ? `/blog/${want.slug} (${want.dateISO})` : 'none'}; name the post by what it is instead`,
        );
      }
    }
  });
  return problems;
}
