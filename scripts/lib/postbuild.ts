import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { blog, docs } from '../../lib/content';
import { getPage } from '../../lib/content/pages';
import { locales } from '../../lib/i18n/locales';
import { localePath } from '../../lib/routes/paths';
import { getRoutes } from '../../lib/routes/table';
import { site } from '../../lib/site/config';
import { checkLinks, duplicateRoutes, resolveTarget } from './check-links';
import { checkXml } from './check-xml';
import { writeCspMetas } from './csp-meta';
import { writeFeeds } from './feeds';
import { writeHostFiles } from './host-files';
import { packPageSegments } from './page-segments';
import { prunePayloads } from './prune-payloads';
import { writeRouteTrees } from './route-trees';
import { writeSearchEarly } from './search-early';
import { writeSearchIndex } from './search-index';
import { writeServiceWorkers } from './service-worker';
import { writeSocialCards } from './social-cards';

/**
 * A post-build step: works on the exported folder it is given (the build's staging folder, never
 * a hard-coded out/), logs what it did, and returns its errors (any error fails the build).
 */
export type PostbuildStep = { name: string; run(outDir: string): Promise<string[]> | string[] };

/**
 * Next also exports its not-found pages as folders (404/index.html, _not-found/index.html); a
 * static host serves those with status 200. Only 404.html, served with status 404, is wanted.
 */
export const NOT_FOUND_COPIES = ['404', '_not-found'];

/**
 * The content file a page's body comes from, by the page's route (`/en/blog/x/`): the post's or
 * doc's source in that locale (its translation when there is one), the about page's file.
 */
export function pageSources(): (page: string) => string[] {
  let byPage: Map<string, string[]> | undefined;
  const key = (href: string) => href.replace(/\/?$/, '/');
  // Built on the first broken link only: a clean export never loads the content for it.
  const table = () => {
    const map = new Map<string, string[]>();
    for (const locale of locales) {
      for (const post of blog.allPosts(locale)) map.set(key(localePath(locale, post.permalink)), [post.source]);
      for (const doc of docs.all(locale)) map.set(key(localePath(locale, doc.permalink)), [doc.source]);
      map.set(key(localePath(locale, '/about')), [getPage('about', locale).file]);
    }
    return map;
  };
  return (page) => (byPage ??= table()).get(key(page)) ?? [];
}

export const postbuildSteps: PostbuildStep[] = [
  {
    name: 'not-found copies',
    run(outDir) {
      const removed = NOT_FOUND_COPIES.filter((name) => existsSync(path.join(outDir, name)));
      for (const name of removed) rmSync(path.join(outDir, name), { recursive: true, force: true });
      if (removed.length) console.log(`postbuild: removed ${removed.join(', ')} (404.html stays)`);
      return existsSync(path.join(outDir, '404.html')) ? [] : ['404.html was not emitted'];
    },
  },
  {
    name: 'route payloads',
    run(outDir) {
      const pruned = prunePayloads(outDir);
      console.log(`postbuild: removed ${pruned.removedFiles} route payload files the router never requests (${(pruned.removedBytes / 1024 / 1024).toFixed(1)} MB) from ${pruned.pages} pages`);
      for (const p of pruned.keptWhole) console.warn(`warning  ${p}: not exactly one page segment file; its payload files were kept`);
      return [];
    },
  },
  {
    name: 'route trees',
    run(outDir) {
      const { report, errors } = writeRouteTrees(outDir);
      console.log(`postbuild: route trees of ${report.routes} dynamic routes in ${report.file} (${(report.bytes / 1024).toFixed(1)} KB); removed ${report.removed} of ${report.pages} pages' __next._tree.txt (${(report.removedBytes / 1024).toFixed(0)} KB), ${report.kept.length} kept their own`);
      return errors;
    },
  },
  {
    name: 'social cards',
    async run(outDir) {
      const cards = await writeSocialCards(outDir);
      for (const w of cards.warnings) console.warn(`warning  ${w}`);
      console.log(`postbuild: social cards ${cards.cards} (${cards.rendered} drawn, ${cards.cards - cards.rendered} from .cache/og), ${(cards.bytes / 1024 / 1024).toFixed(1)} MB in ${cards.ms} ms (${cards.cpuMs} ms CPU)`);
      return cards.errors;
    },
  },
  {
    // After the cards: each item's image is its post's card, with its size.
    name: 'feeds',
    async run(outDir) {
      const feeds = await writeFeeds(outDir);
      console.log(`postbuild: wrote ${feeds.length} feeds`);
      return [];
    },
  },
  {
    name: 'route table',
    run(outDir) {
      for (const d of duplicateRoutes(outDir)) console.warn(`warning  duplicate route ${d}`);
      return getRoutes()
        .filter((r) => !resolveTarget(outDir, r.href))
        .map((r) => `route ${r.href} (${r.kind}) is in the route table but was not emitted`);
    },
  },
  {
    name: 'search index',
    run(outDir) {
      const started = Date.now();
      const index = writeSearchIndex(outDir);
      console.log(`postbuild: search index ${index.map((s) => `${s.locale} ${s.pages} pages/${s.records} sections/${(s.bytes / 1024).toFixed(0)} KB in ${s.files} files (JSON ${(s.textBytes / 1024).toFixed(0)} KB stored gzipped; offline mode's pack ${(s.packBytes / 1024).toFixed(0)} KB${s.packParts > 1 ? ` in ${s.packParts} parts` : ''})`).join(', ')} in ${Date.now() - started} ms`);
      return [];
    },
  },
  {
    // Before the service workers: offline mode precaches the early engine with Next's files.
    name: 'search early engine',
    async run(outDir) {
      const { report, errors } = await writeSearchEarly(outDir, { basePath: site.basePath });
      console.log(report.file ? `postbuild: search early engine ${report.file} ${(report.gzipBytes / 1024).toFixed(1)} KB gzip, named by ${report.pages.join(', ')}` : 'postbuild: no search page names an early search engine');
      return errors;
    },
  },
  {
    // After every step that rewrites a page segment (the search early engine names its file in the
    // search page's), before the workers list and hash the files.
    name: 'page segments',
    run(outDir) {
      const packed = packPageSegments(outDir);
      console.log(`postbuild: page segments of ${packed.files} pages stored gzip-compressed, ${(packed.bytes / 1024 / 1024).toFixed(1)} -> ${(packed.packedBytes / 1024 / 1024).toFixed(1)} MB`);
      return [];
    },
  },
  {
    // After every step that rewrites pages (the search page's chunk deferral), before the workers
    // record the pages' revisions: the hashes are of the HTML as served.
    name: 'content security policy',
    run(outDir) {
      const csp = writeCspMetas(outDir);
      console.log(`postbuild: Content-Security-Policy in ${csp.pages} pages, ${csp.hashes} inline scripts hashed`);
      return [];
    },
  },
  {
    name: 'service workers',
    async run(outDir) {
      const sw = await writeServiceWorkers(outDir, { basePath: site.basePath });
      console.log(`postbuild: service workers ${sw.locales.map((l) => `${l.worker} ${(l.workerGzip / 1024).toFixed(1)} KB gzip, precache ${l.precache.files} files/${(l.precache.gzipBytes / 1024).toFixed(0)} KB gzip`).join(', ')} in ${sw.ms} ms`);
      return [];
    },
  },
  {
    // After the workers, which precache what the folder holds: these files are for the host only.
    name: 'host files',
    run(outDir) {
      console.log(`postbuild: wrote ${writeHostFiles(outDir).join(', ')} for static hosts`);
      return [];
    },
  },
  {
    name: 'links',
    run(outDir) {
      const report = checkLinks(outDir, { siteUrl: site.url, basePath: site.basePath, sources: pageSources(), localePrefixes: locales.map((l) => localePath(l, '/').replace(/\/$/, '')).filter(Boolean) });
      console.log(`postbuild: ${report.pages} pages, ${report.links} links and anchors checked, ${report.errors.length} errors`);
      return report.errors;
    },
  },
  {
    // Last, so every XML file any step wrote is read.
    name: 'xml',
    run(outDir) {
      const report = checkXml(outDir);
      console.log(`postbuild: ${report.files} XML files parsed, ${report.errors.length} errors`);
      return report.errors;
    },
  },
];

/** Runs the post-build steps over `outDir` in order; every error is listed, then the build fails. */
export async function runPostbuild(outDir: string, steps = postbuildSteps): Promise<number> {
  const started = Date.now();
  const errors: string[] = [];
  for (const step of steps) {
    // `npm run bench` reads these lines: each step's wall and CPU time, and its peak memory
    // from its own samples of the process tree between one step's line and the next.
    const stepStarted = Date.now();
    const cpu = process.cpuUsage();
    console.log(`> postbuild step "${step.name}"`);
    for (const e of await step.run(outDir)) errors.push(`${step.name}: ${e}`);
    // What a step leaves is garbage to the next one: collected now (node --expose-gc, as
    // scripts/lib/build.ts starts it), not carried into the next step's peak.
    (globalThis as { gc?: () => void }).gc?.();
    const used = process.cpuUsage(cpu);
    console.log(`> postbuild step "${step.name}" took ${Date.now() - stepStarted} ms, ${Math.round((used.user + used.system) / 1000)} ms CPU, heap ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB after`);
  }
  if (errors.length) {
    for (const e of errors) console.error(`error    ${e}`);
    console.error(`\npostbuild: ${errors.length} error${errors.length === 1 ? '' : 's'}; the build failed.`);
    return 1;
  }
  console.log(`postbuild: ${steps.length} steps over ${outDir} passed in ${Date.now() - started} ms`);
  return 0;
}
