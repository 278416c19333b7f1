import type { CSSProperties } from 'react';
import type { SiteData } from '@/lib/content/data';
import { siteData } from '@/lib/content/site-data';

type Project = SiteData['projects'][number];

/** A small stable hash of the title: the same project always gets the same cover. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/**
 * The custom properties of the cover of a project without a preview image, drawn by CSS
 * (.project-cover) from its title and its tag colours: server-rendered, no script, no request.
 */
export function coverStyle(project: Project): CSSProperties {
  const tags = siteData().showcaseTags;
  const colors = project.tags.map((k) => tags[k].color);
  const h = hash(project.title);
  return {
    '--cover-a': colors[0] ?? '#94a3b8',
    '--cover-b': colors[1] ?? colors[0] ?? '#94a3b8',
    '--cover-angle': `${h % 360}deg`,
    '--cover-x': `${70 + ((h >>> 9) % 25)}%`,
  } as CSSProperties;
}
