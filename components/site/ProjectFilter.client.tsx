'use client';
import { useEffect, useState, type CSSProperties } from 'react';
import type { TagDotStyle } from '@/lib/site/contrast';

/** `dot`: the tag colour as `.showcase-tag-dot` reads it, from tagDotStyle (lib/site/contrast.ts). */
type Option = { key: string; label: string; dot: TagDotStyle };

function readQuery(): string[] {
  const value = new URLSearchParams(window.location.search).get('tags');
  return value ? value.split(',').filter(Boolean) : [];
}

/**
 * Tag filter of the showcase. The selection lives in the URL (`?tags=opensource,design`) so it
 * can be shared; cards are server-rendered and only hidden here, so the page works without JS.
 */
export function ProjectFilter({ options, labels }: { options: Option[]; labels: { filter: string; clear: string; none: string } }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [none, setNone] = useState(false);

  useEffect(() => setSelected(readQuery()), []);

  useEffect(() => {
    let shown = 0;
    document.querySelectorAll<HTMLElement>('.project-card[data-tags]').forEach((card) => {
      const tags = card.dataset.tags!.split(' ');
      const match = selected.every((s) => tags.includes(s));
      card.hidden = !match;
      if (match) shown += 1;
    });
    document.querySelectorAll<HTMLElement>('.project-group').forEach((g) => {
      g.hidden = !g.querySelector('.project-card:not([hidden])');
    });
    setNone(shown === 0);
  }, [selected]);

  const update = (next: string[]) => {
    setSelected(next);
    const url = new URL(window.location.href);
    if (next.length) url.searchParams.set('tags', next.join(','));
    else url.searchParams.delete('tags');
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <div className="project-filter" role="group" aria-label={labels.filter}>
      {options.map((o) => {
        const on = selected.includes(o.key);
        return (
          <button
            key={o.key}
            type="button"
            className="filter-chip"
            aria-pressed={on}
            onClick={() => update(on ? selected.filter((s) => s !== o.key) : [...selected, o.key])}
          >
            <span className="showcase-tag-dot" style={o.dot as CSSProperties} aria-hidden="true" />
            {o.label}
          </button>
        );
      })}
      {selected.length > 0 && (
        <button type="button" className="filter-clear" onClick={() => update([])}>{labels.clear}</button>
      )}
      {none && <p className="project-none" role="status">{labels.none}</p>}
    </div>
  );
}
