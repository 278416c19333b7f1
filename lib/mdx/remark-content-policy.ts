import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { FIGURE_FILE } from '@/lib/content/figures-path';
import type { IframeEmbed } from '@/lib/site/config';

/**
 * The content policy for MDX bodies (README, "Content policy"). MDX is a programming language;
 * content is not: a body may use Markdown, the documented MDX features and the plain HTML-like
 * elements and attributes listed below (an allowlist, as hast-util-sanitize's schema is for the
 * feeds), nothing that runs code in the build or in the reader's browser, and nothing that reaches
 * another host unless the site config allows it.
 *
 * The tree is checked after parsing, so the rules see what the compiler sees: element and
 * attribute names are compared case-insensitively (`SRC`, `srcDoc`) and an attribute given twice
 * in any spelling is rejected. Every violation becomes a message on the file (source
 * `content-policy`, with its position); after the whole tree is checked, the first one is thrown so
 * the compile fails, carrying all of them (`violations`) for the content check
 * (`lib/content/validate.ts`), which is also the build's first step: one module, one set of rules.
 */
export const POLICY_SOURCE = 'content-policy';

export type PolicyOptions = {
  /** The embeds an `<iframe src>` may be: per host, the player's path and query parameters. */
  iframeEmbeds: readonly IframeEmbed[];
  /** Hosts an image, video or audio source may be fetched from; none: every media file is under public/. */
  mediaHosts: readonly string[];
};

type Node = { type: string; position?: { start: { line: number; column: number } } };
export type JsxElement = Node & { name: string | null; attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[] };
type Expression = Node & { value: string; data?: { estree?: { body: unknown[] } } };

/** Attributes any allowed element may carry (lower-cased; JSX spellings such as className included). */
const GLOBAL_ATTRIBUTES = ['id', 'class', 'classname', 'title', 'lang', 'dir', 'align'];

/**
 * The elements a body may use and the attributes each may carry besides the global ones.
 * Not here, so rejected: script, style, form and its controls, svg (and foreignObject), object,
 * embed, frame, base, meta, link, portal, template, slot, every custom element and component.
 */
const ELEMENTS: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel', 'hreflang'],
  abbr: [], b: [], bdi: [], bdo: [], br: [], cite: [], code: [], dfn: [], em: [], i: [], kbd: [],
  mark: [], s: [], samp: [], small: [], span: [], strong: [], sub: [], sup: [], u: [], var: [], wbr: [],
  q: ['cite'], del: ['cite', 'datetime'], ins: ['cite', 'datetime'], time: ['datetime'],
  ruby: [], rp: [], rt: [],
  p: [], div: [], blockquote: ['cite'], pre: [], hr: [],
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  ul: [], ol: ['start', 'reversed', 'type'], li: ['value'], dl: [], dt: [], dd: [],
  details: ['open'], summary: [], figure: [], figcaption: [],
  table: [], caption: [], colgroup: ['span'], col: ['span'], thead: [], tbody: [], tfoot: [], tr: [],
  th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  picture: [], source: ['src', 'type', 'media'],
  video: ['src', 'poster', 'controls', 'width', 'height', 'loop', 'muted', 'playsinline', 'preload'],
  audio: ['src', 'controls', 'loop', 'muted', 'preload'],
  track: ['src', 'kind', 'srclang', 'label', 'default'],
  iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
};

/**
 * Classes a body may use: its own, named `c-…`, and these. Every other class is the site's, and
 * its stylesheet styles it: `<div className="search-backdrop">` covered the whole page and the
 * navbar with a fake "sign in again" link.
 */
const CONTENT_CLASSES = new Set<string>([]);
const CONTENT_CLASS = /^c-[a-z0-9-]+$/;

/**
 * Ids the site's pages give their own elements (and the patterns of generated ones): a body's id
 * or `{#id}` must not take one (the skip link leads to #main).
 */
export const SITE_IDS = new Set([
  'main', 'main-content', '__next', 'nprogress', 'search-results', 'latest-posts', 'featured-projects',
  'blog-sidebar-title', 'related-posts-title', 'offline-panel-status', 'offline-panel-title',
  'content-problems-title', 'body-problems-title',
]);
const SITE_ID = /^(year|type|search-group|search-section)-/;

/** Why an id written in a body cannot be used, or null. */
export function idProblem(id: string): string | null {
  if (SITE_IDS.has(id.toLowerCase()) || SITE_ID.test(id)) return `id "${id}" is one the site's pages use; choose another`;
  return null;
}

/** A heading's explicit id, `## Title {#id}`. */
const HEADING_ID = /\{#([^}\s]+)\}\s*$/;

/** Attributes whose value is a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'poster']);
/** Elements whose `src`/`poster` the browser fetches as the page loads. */
const MEDIA = new Set(['img', 'source', 'video', 'audio', 'track']);

/** True for `javascript:` (and `vbscript:`, `data:text/html`) however it is spaced or cased. */
export function isScriptUrl(value: string): boolean {
  // Browsers drop ASCII whitespace and control characters inside the scheme.
  const v = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return v.startsWith('javascript:') || v.startsWith('vbscript:') || v.startsWith('data:text/html');
}

/**
 * True for a protocol-relative URL (`//host/x`): browsers also read `/\host`, `\\host` and
 * `\/host` so, and drop tabs and newlines inside it.
 */
export function isProtocolRelative(value: string): boolean {
  return /^[/\\]{2}/.test(value.replace(/[\t\n\r]/g, '').trimStart());
}

/** True when a path has a `..` segment (`../x.png`, `/img/../../x.png`, `%2e%2e`). */
export function hasDotDot(value: string): boolean {
  let v = value.split(/[?#]/)[0];
  try {
    v = decodeURIComponent(v);
  } catch {
    /* keep it as written */
  }
  return v.split(/[/\\]/).includes('..');
}

/** The host of an absolute http(s) URL, else null. */
function hostOf(src: string, protocols: readonly string[]): string | null {
  try {
    const u = new URL(src);
    return protocols.includes(u.protocol) ? u.hostname : null;
  } catch {
    return null;
  }
}

/** Plain words: an id, a number, a language code; nothing that is itself a URL or a path. */
const EMBED_PARAM_VALUE = /^[\w.-]{0,64}$/;

/**
 * What is wrong with an iframe's src, or null: it must be one of `embeds` exactly, an https URL
 * on its host, its player's path, and only the query parameters that player takes.
 */
export function embedProblem(src: string | undefined, embeds: readonly IframeEmbed[]): string | null {
  const host = src ? hostOf(src, ['https:']) : null;
  const embed = embeds.find((e) => e.host === host);
  if (!src || !embed) return `src ${src ? `"${src}"` : '(none)'} is not an https URL on an allowed host (site.content.iframeHosts: ${embeds.map((e) => e.host).join(', ') || 'none'})`;
  const url = new URL(src);
  const shown = `src "${src.slice(0, 80)}"`;
  if (url.username || url.password || url.port || url.hash || !embed.path.test(url.pathname)) return `${shown} is not ${embed.host}'s player (${embed.shape})`;
  for (const [key, value] of url.searchParams) {
    if (!embed.params.includes(key)) return `${shown}: ${embed.host}'s player takes no parameter "${key}" (only ${embed.params.join(', ')})`;
    if (!EMBED_PARAM_VALUE.test(value)) return `${shown}: parameter "${key}" must be a plain value (letters, digits, . _ -)`;
  }
  return null;
}

/** True for a relative path (`./diagram.png`, `img/a.png`): not a site path, a URL or `//host`. */
export function isRelativePath(src: string): boolean {
  const v = src.trim();
  return v !== '' && !/^[/\\#?]/.test(v) && !/^[a-z][a-z0-9+.-]*:/i.test(v);
}

/**
 * What is wrong with the source of an image or media file (`![](src)` or `<img src>`): null when
 * it is a path under public/, a URL on one of `mediaHosts`, or, for a Markdown image (`local`), a
 * relative path to an image beside the MDX (`./diagram.png`, in its folder or below it).
 */
export function mediaSourceProblem(src: string, mediaHosts: readonly string[], local = false): string | null {
  if (isProtocolRelative(src)) return `"${src.slice(0, 60)}" is a protocol-relative URL; write a path under public/ (/img/…)`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(src.trim())) {
    const host = hostOf(src.trim(), ['https:']);
    if (host && mediaHosts.includes(host)) return null;
    return `"${src.slice(0, 60)}" is on another host; media are served from public/ (site.content.mediaHosts: ${mediaHosts.join(', ') || 'none'})`;
  }
  if (hasDotDot(src)) return `"${src.slice(0, 60)}" has a ".." segment; an image beside the MDX is in its folder (./diagram.png), any other under public/ (/img/…)`;
  if (!isRelativePath(src)) return null;
  if (!local) return `"${src.slice(0, 60)}" is a relative path; an image beside the MDX is written in Markdown, ![text](./${src.replace(/^\.\//, '').slice(0, 40)}), any other file is under public/ (/img/…)`;
  if (/[?#]/.test(src)) return `"${src.slice(0, 60)}": an image beside the MDX is named by its file alone, without ? or #`;
  if (!FIGURE_FILE.test(src)) return `"${src.slice(0, 60)}": an image beside the MDX is a .png, .jpg, .jpeg, .gif, .webp or .svg file`;
  return null;
}

/** Schemes a link may have; anything else (`data:`, `file:`, `chrome:`, `intent:`, `http:`) is refused. */
const LINK_SCHEMES = ['https:', 'mailto:'];

/** What is wrong with a link target (Markdown link or `href`), or null: https, mailto or a site path. */
export function linkProblem(url: string): string | null {
  if (isScriptUrl(url)) return `script URL "${url.slice(0, 40)}" is not allowed`;
  if (isProtocolRelative(url)) return `"${url.slice(0, 60)}" is a protocol-relative URL; write https://… or a site path`;
  // As a browser reads it: ASCII whitespace and control characters inside the scheme are dropped.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1].toLowerCase();
  if (scheme && !LINK_SCHEMES.includes(`${scheme}:`)) return `"${url.slice(0, 60)}": a link is an https: URL, a mailto: address or a site path, not ${scheme}:`;
  return null;
}

export type Flag = (node: Node, construct: string, message: string) => void;
/** Records an id a body gives an element; flags it when the page has it already. */
type SeenId = (node: Node, construct: string, id: string) => void;

export function remarkContentPolicy(options: PolicyOptions) {
  return (tree: Root, file: VFile) => {
    const found: { construct: string; message: string; node: Node }[] = [];
    const flag: Flag = (node, construct, message) => found.push({ construct, message, node });
    const ids = new Set<string>();
    const seenId: SeenId = (node, construct, id) => {
      const problem = idProblem(id);
      if (problem) return flag(node, construct, problem);
      if (ids.has(id)) return flag(node, construct, `id "${id}" is given earlier in the body too; ids must be unique on the page`);
      ids.add(id);
    };
    // As CommonMark resolves a reference: the first definition of a label wins (a later, innocent
    // one must not be the one checked while the first is the one rendered).
    const definitions = new Map<string, string>();
    visit(tree, 'definition', (d) => {
      if (!definitions.has(d.identifier)) definitions.set(d.identifier, d.url);
    });

    visit(tree, (n) => {
      const node = n as unknown as Node;
      switch (node.type) {
        case 'mdxjsEsm':
          flag(node, 'import/export', 'import and export are not allowed in content');
          return;
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          const body = (node as Expression).data?.estree?.body;
          if (!body || body.length > 0) flag(node, `{${(node as Expression).value.trim().slice(0, 30)}}`, 'expressions are not allowed; only comments {/* … */}');
          return;
        }
        case 'html':
          flag(node, 'HTML', 'raw HTML is not allowed');
          return;
        case 'heading': {
          const last = (n as { children: { type: string; value?: string }[] }).children.at(-1);
          const id = last?.type === 'text' ? HEADING_ID.exec(last.value ?? '')?.[1] : undefined;
          if (id) seenId(node, `{#${id}}`, id);
          return;
        }
        case 'image': {
          const problem = mediaSourceProblem((n as { url: string }).url, options.mediaHosts, true);
          if (problem) flag(node, 'image', problem);
          return;
        }
        case 'imageReference': {
          const url = definitions.get((n as { identifier: string }).identifier);
          const problem = url === undefined ? null : mediaSourceProblem(url, options.mediaHosts, true);
          if (problem) flag(node, 'image', problem);
          return;
        }
        case 'link':
        case 'definition': {
          const problem = linkProblem((n as { url?: string }).url ?? '');
          if (problem) flag(node, 'link', problem);
          return;
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          checkElement(node as JsxElement, flag, seenId, options);
          return;
      }
    });

    if (!found.length) {
      visit(tree, (n) => {
        if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') harden(n as unknown as JsxElement);
      });
      return;
    }
    for (const f of found) {
      const m = file.message(`${f.construct}: ${f.message}`, { place: f.node.position as never, ruleId: 'policy', source: POLICY_SOURCE });
      m.fatal = true;
    }
    const first = file.messages.find((m) => m.source === POLICY_SOURCE)!;
    const where = `${file.path ?? ''}:${first.line ?? '?'}:${first.column ?? '?'}`;
    const more = found.length > 1 ? ` (and ${found.length - 1} more)` : '';
    const violations = file.messages.filter((m) => m.source === POLICY_SOURCE).map((m) => ({ line: m.line, column: m.column, reason: m.reason }));
    throw Object.assign(new Error(`${where}: ${first.reason}${more}`), { line: first.line, column: first.column, policy: true, violations });
  };
}

/**
 * What an embed's `allow` may ask for: what a video player needs. Not the camera, microphone,
 * location, screen capture, clipboard reading, payment or USB (the sandbox does not withhold them).
 */
export const IFRAME_ALLOW = ['fullscreen', 'picture-in-picture', 'encrypted-media', 'autoplay', 'accelerometer', 'gyroscope', 'clipboard-write', 'web-share'];

/** The iframe sandbox: the embedded player runs, in its own origin, and may open a popup to its site. */
export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/**
 * What an allowed element is rendered with (literal JSX elements are not mapped to the site's
 * components, so this is done on the tree): an iframe sandboxed, sending only the origin as
 * referrer and loading when near; a link that opens a new tab, with rel="noopener noreferrer".
 */
function harden(el: JsxElement) {
  const name = el.name?.toLowerCase();
  const attrs = el.attributes as MdxJsxAttribute[];
  const has = (n: string) => attrs.some((a) => a.name.toLowerCase() === n);
  if (name === 'iframe') {
    attrs.push(attribute('sandbox', IFRAME_SANDBOX), attribute('referrerPolicy', 'strict-origin-when-cross-origin'));
    if (!has('loading')) attrs.push(attribute('loading', 'lazy'));
  }
  if (name === 'a' && attrs.some((a) => a.name.toLowerCase() === 'target' && a.value === '_blank')) {
    el.attributes = [...attrs.filter((a) => a.name.toLowerCase() !== 'rel'), attribute('rel', 'noopener noreferrer')];
  }
}

export function checkElement(el: JsxElement, flag: Flag, seenId: SeenId, options: PolicyOptions) {
  const name = el.name ?? '';
  const tag = `<${name}>`;
  if (!name) return flag(el, '<>', 'fragments are not allowed; use Markdown or plain elements');
  if (/^[A-Z]|\./.test(name)) return flag(el, tag, 'components are not available in content; use Markdown or plain elements');
  const element = name.toLowerCase();
  const allowed = ELEMENTS[element];
  if (!allowed) return flag(el, tag, `<${element}> is not allowed`);

  const seen = new Map<string, string>();
  const values = new Map<string, string | null>();
  for (const attr of el.attributes) {
    if (attr.type === 'mdxJsxExpressionAttribute') {
      flag(el, `${tag} {…}`, 'spread attributes are not allowed');
      continue;
    }
    const written = attr.name;
    const lower = written.toLowerCase();
    const at = `${tag} ${written}`;
    const previous = seen.get(lower);
    if (previous !== undefined) {
      flag(el, at, `repeats ${previous}; give each attribute once`);
      continue;
    }
    seen.set(lower, written);
    if (lower === 'srcdoc') {
      flag(el, at, 'srcdoc is never allowed (it is a page of its own, with the site\'s origin)');
      continue;
    }
    if (lower.startsWith('on')) {
      flag(el, at, 'event handler attributes are not allowed');
      continue;
    }
    if (lower === 'style') {
      flag(el, at, 'style attributes are not allowed; use Markdown, an admonition or a plain element');
      continue;
    }
    if (!GLOBAL_ATTRIBUTES.includes(lower) && !allowed.includes(lower) && !/^aria-[a-z]+$/.test(lower)) {
      flag(el, at, `attribute ${written} is not allowed on <${element}>`);
      continue;
    }
    if (attr.value && typeof attr.value === 'object') {
      flag(el, at, 'expression values are not allowed; write a plain string');
      continue;
    }
    const value = typeof attr.value === 'string' ? attr.value : null;
    values.set(lower, value);
    if ((lower === 'class' || lower === 'classname') && value) {
      const taken = value.split(/\s+/).filter((c) => c && !CONTENT_CLASSES.has(c) && !CONTENT_CLASS.test(c));
      if (taken.length) flag(el, at, `class ${taken.map((c) => `"${c}"`).join(', ')}: a body's own classes are named c-… (the site's stylesheet styles the others)`);
    }
    if (lower === 'id' && value) seenId(el, at, value);
    if (value === null || !URL_ATTRIBUTES.has(lower)) continue;
    // An iframe's src is checked against its own allowlist below.
    if (element === 'iframe') continue;
    const problem = MEDIA.has(element) ? (isScriptUrl(value) ? `script URL "${value.slice(0, 40)}" is not allowed` : mediaSourceProblem(value, options.mediaHosts)) : linkProblem(value);
    if (problem) flag(el, at, problem);
  }

  if (element === 'a' && values.has('target')) {
    const target = values.get('target');
    const rel = (values.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (target !== '_blank') flag(el, `${tag} target`, `target="${target ?? ''}" is not allowed; only "_blank"`);
    else if (values.has('rel') && !(rel.includes('noopener') && rel.includes('noreferrer'))) {
      flag(el, `${tag} rel`, 'a link with target="_blank" must have rel="noopener noreferrer" (or no rel: the site adds it)');
    }
  }
  if (element === 'iframe' && values.get('allow')) {
    const asked = (values.get('allow') ?? '').split(';').map((d) => d.trim().split(/\s+/)[0].toLowerCase()).filter(Boolean);
    const refused = asked.filter((d) => !IFRAME_ALLOW.includes(d));
    if (refused.length) flag(el, `${tag} allow`, `allow="${refused.join('; ')}" is not granted to an embed; only ${IFRAME_ALLOW.join(', ')}`);
  }
  if (element === 'iframe') {
    const problem = embedProblem(values.get('src') ?? undefined, options.iframeEmbeds);
    if (problem) flag(el, tag, problem);
  }
}
