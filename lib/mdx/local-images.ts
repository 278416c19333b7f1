import type { Element, Root, RootContent } from 'hast';
import { visit } from 'unist-util-visit';
import { figureIn, webpSrcset } from '@/lib/content/figures';
import { isRelativePath } from './remark-content-policy';

/**
 * Markdown images beside the MDX (`![…](./diagram.png)`). The compiled tree (cached by the body's
 * text, lib/mdx/compile.ts) keeps the relative path as written and where it was written
 * (`data-source-at`, body line and column, marked by `rehypeMarkLocalImages`); `resolveLocalImages`
 * runs after the cache on every compile, with the MDX file's path, and turns each into the
 * published figure (lib/content/figures.ts): its hashed URL, width and height, and the `srcset` of
 * its WebP copies (`data-webp`, which a page renders as a <picture>, components/mdx/elements.ts). A replaced image is read
 * again at the next render, so the cache never serves a stale figure, and a missing one is an
 * error every time, not only when the body is compiled.
 */
const AT = 'dataSourceAt';

/** Marks each Markdown image with a relative path with where the body wrote it. */
export function rehypeMarkLocalImages() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      const src = node.properties?.src;
      if (node.tagName !== 'img' || typeof src !== 'string' || !isRelativePath(src) || !node.position) return;
      node.properties[AT] = `${node.position.start.line}:${node.position.start.column}`;
    });
  };
}

export type ImageViolation = { line: number; column: number; reason: string };


/**
 * The tree with every image beside the MDX resolved to its figure; throws an error carrying every
 * image problem of the body (`violations`, body lines, as the content policy's) when one is missing
 * or breaks the rules. The tree read from the cache is not changed.
 */
export function resolveLocalImages(tree: Root, file: string): Root {
  let any = false;
  visit(tree, 'element', (node) => {
    if (node.properties?.[AT] !== undefined) any = true;
  });
  if (!any) return tree;
  const violations: ImageViolation[] = [];
  const resolve = <T extends Root | RootContent>(node: T): T => {
    if (node.type === 'element' && node.tagName === 'img' && typeof node.properties[AT] === 'string') {
      const { [AT]: at, ...properties } = node.properties;
      const [line, column] = String(at).split(':').map(Number);
      const figure = figureIn(file, String(properties.src));
      if (typeof figure === 'string') {
        violations.push({ line, column, reason: `image: ${figure}` });
        return node;
      }
      const webp = webpSrcset(figure);
      return { ...node, properties: { ...properties, src: figure.url, width: figure.width, height: figure.height, ...(webp ? { dataWebp: webp } : {}) } } as Element as T;
    }
    if (!('children' in node)) return node;
    return { ...node, children: (node.children as RootContent[]).map(resolve) } as T;
  };
  const resolved = resolve(tree);
  if (violations.length) {
    const [first] = violations;
    const more = violations.length > 1 ? ` (and ${violations.length - 1} more)` : '';
    throw Object.assign(new Error(`${file}:${first.line}:${first.column}: ${first.reason}${more}`), { line: first.line, column: first.column, policy: true, violations });
  }
  return resolved;
}
