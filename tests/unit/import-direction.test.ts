import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Imports point one way (docs/architecture.md): `app/` → `components/` → `lib/`. A type or helper
 * that `lib/` needs lives in `lib/`; `lib/` never imports from `components/` or `app/`, and no
 * module of the site reaches itself again through its imports (type-only imports count: a type
 * `lib/` borrows from a component ties the two together all the same).
 */
const SOURCE_DIRS = ['app', 'components', 'lib', 'scripts/lib'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs'];

function sourceFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => EXTENSIONS.some((e) => f.endsWith(e)) && !/\.d\.m?ts$/.test(f))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')));
}

/** The project file an import names (relative to `root`), or null for a package. */
function resolveImport(root: string, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)];
  return candidates.find((c) => existsSync(path.join(root, c)) && statSync(path.join(root, c)).isFile()) ?? base;
}

/** Every project file each source file imports: static, `export … from` and `import()`. */
function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SOURCE_DIRS.flatMap((d) => sourceFiles(root, d))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolveImport(root, file, i.fileName)).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** `lib/` files importing from `components/` or `app/`, as "importer → imported". */
function upwardImports(graph: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith('lib/')) continue;
    for (const t of targets) if (t.startsWith('components/') || t.startsWith('app/')) problems.push(`${file} → ${t}`);
  }
  return problems;
}

/** Each import circle once, as "a → b → a", found by Tarjan's strongly connected components. */
function importCircles(graph: Map<string, string[]>): string[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  // One circle through each component's first file, by a breadth-first search back to it.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0];
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length) {
      const v = queue.shift()!;
      for (const w of graph.get(v) ?? []) {
        if (!members.has(w)) continue;
        if (w === start) {
          const circle = [start];
          for (let u = v; u !== start; u = previous.get(u)!) circle.splice(1, 0, u);
          return [...circle, start].join(' → ');
        }
        if (!previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    return component.join(' → ');
  });
}

describe('imports point one way', () => {
  const graph = importGraph(process.cwd());

  it('reads the whole site', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('lib/content/index.ts')?.length).toBeGreaterThan(0);
  });

  it('no lib/ file imports from components/ or app/', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('no import circles', () => {
    expect(importCircles(graph)).toEqual([]);
  });
});

describe('the check itself, on fixtures', () => {
  const fixture = 'tests/fixtures/import-direction-lib-importing-a-component-or-a-circle';
  const graph = importGraph(path.resolve(fixture));

  it('names a lib/ file importing a component, statically, as a type or with import()', () => {
    expect(upwardImports(graph).sort()).toEqual([
      'lib/borrows-a-type.mts → components/Card.mts',
      'lib/loads-a-panel.mts → components/Panel.mts',
      'lib/reaches-into-app.mts → app/page.mts',
    ]);
  });

  it('names each circle once, from its first file', () => {
    expect(importCircles(graph).sort()).toEqual([
      'components/Card.mts → lib/borrows-a-type.mts → components/Card.mts',
      'lib/a.mts → lib/b.mts → lib/c.mts → lib/a.mts',
    ]);
  });
});
