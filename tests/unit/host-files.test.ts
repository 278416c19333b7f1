import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { FILE_POLICY, headerDirectives, pageDirectives, pagePolicy, serialize } from '@/lib/site/csp';
import { inlineScriptHashes, withCsp } from '../../scripts/lib/csp-meta';
import { fileFolders, headerRules, headersFile, IMMUTABLE } from '../../scripts/lib/host-files';

/** The configuration of a build with no comments, analytics or hosted search (the shipped recipes'). */
const BARE = { giscus: undefined, analyticsId: undefined, docsearch: undefined };
const CONTENT = { iframeHosts: ['www.youtube-nocookie.com'], mediaHosts: [] };

describe('Content-Security-Policy', () => {
  it("a page's policy: script-src 'self' and its scripts' hashes, never unsafe-inline or unsafe-eval for scripts", () => {
    const policy = pagePolicy(['abc=', 'def=', 'abc='], BARE, CONTENT);
    expect(policy).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='; ");
    expect(policy).toContain("object-src 'none'; base-uri 'self'; form-action 'none'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-src https://www.youtube-nocookie.com;");
    expect(/script-src[^;]*'unsafe-(inline|eval)'/.test(policy)).toBe(false);
  });
  it('loads from elsewhere only what is configured: giscus frames, analytics scripts and beacons, hosted search', () => {
    const d = pageDirectives(
      { giscus: { repo: 'me/site', repoId: 'R', categoryId: 'C' }, analyticsId: 'G-ABC123', docsearch: { appId: 'APP', apiKey: 'k', indexName: 'i' } },
      { iframeHosts: [], mediaHosts: [] },
    );
    expect(d['frame-src']).toEqual(['https://giscus.app']);
    expect(d['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(d['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://APP-dsn.algolia.net', 'https://*.google-analytics.com']));
    expect(pageDirectives(BARE, { iframeHosts: [], mediaHosts: [] })['frame-src']).toEqual(["'none'"]);
  });
  it('the header form carries no script-src and nothing script-src falls back to', () => {
    const header = serialize(headerDirectives(BARE, CONTENT));
    expect(header).not.toMatch(/script-src|default-src|worker-src/);
    expect(header).toBe("connect-src 'self'; frame-src https://www.youtube-nocookie.com; object-src 'none'; base-uri 'self'; form-action 'none'");
  });
});

describe('the host recipes', () => {
  const shipped = serialize(headerDirectives(BARE));
  it('deploy/nginx.conf and vercel.json carry the header policy of a bare build, and the same caching', () => {
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    expect(nginx).toContain(`add_header Content-Security-Policy "${shipped}" always;`);
    expect(nginx).toContain(`~/_next/static/  "${IMMUTABLE}";`);
    expect(nginx).toContain(`~/figures/[^/]+\\.(png|jpg|gif|webp|svg)$  "${IMMUTABLE}";`);
    const vercel = JSON.parse(readFileSync('vercel.json', 'utf8'));
    const all = vercel.headers.find((h: { source: string }) => h.source === '/(.*)').headers;
    expect(all).toContainEqual({ key: 'Content-Security-Policy', value: shipped });
    expect(vercel.headers[0]).toEqual({ source: '/_next/static/(.*)', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] });
    expect(vercel.headers[1]).toEqual({ source: '/figures/:name', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] });
    expect(vercel.buildCommand).toBe('npm run build -- --deploy');
  });
  it('_headers: no two rules that can match one path both set Cache-Control (Cloudflare would join them)', () => {
    const rules = headerRules('');
    const caching = rules.filter(([, h]) => 'Cache-Control' in h).map(([p]) => p);
    expect(caching).toEqual(['/_next/static/*', '/figures/*', '/sw.js', '/en/sw.js', '/search-index/:locale/meta.json']);
    expect(rules.at(-1)![0]).toBe('/*');
    expect(rules.at(-1)![1]).not.toHaveProperty('Cache-Control');
    expect(headersFile(rules)).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(headerRules('/notes').map(([p]) => p)).toEqual(['/notes/_next/static/*', '/notes/figures/*', '/notes/sw.js', '/notes/en/sw.js', '/notes/search-index/:locale/meta.json', '/notes/figures/*', '/notes/img/*', '/notes/*']);
  });
  it("public/'s files opened on their own may only draw: every recipe sends FILE_POLICY for each of public/'s folders", () => {
    expect(FILE_POLICY).toMatch(/^default-src 'none';.*; sandbox$/);
    expect(FILE_POLICY).not.toMatch(/script-src/);
    const folders = fileFolders();
    expect(folders).toEqual(['/figures/*', '/img/*']);
    expect(headerRules('').filter(([, h]) => h['Content-Security-Policy'] === FILE_POLICY).map(([p]) => p)).toEqual(folders);
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
    for (const folder of folders) {
      const name = folder.slice(1, -2);
      expect(nginx).toContain(`~^/${name}/  "${FILE_POLICY}";`);
      expect(vercel.headers.find((h) => h.source === `/${name}/(.*)`)?.headers).toEqual([{ key: 'Content-Security-Policy', value: FILE_POLICY }]);
    }
    expect(nginx).toContain('add_header Content-Security-Policy $inkstone_file_policy always;');
  });
  it('the GitHub Pages workflow makes a deploy build with the Pages origin and base path, and publishes out/ with deploy-pages', () => {
    const wf = yaml.load(readFileSync('.github/workflows/deploy-pages.yml', 'utf8')) as { jobs: Record<string, { steps: { run?: string; uses?: string; env?: Record<string, string>; with?: Record<string, string> }[] }> };
    const build = wf.jobs.build.steps.find((s) => s.run?.startsWith('npm run build'))!;
    expect(build.run).toBe('npm run build -- --deploy');
    expect(build.env).toMatchObject({ SITE_URL: expect.stringContaining('steps.pages.outputs.origin'), BASE_PATH: '${{ steps.pages.outputs.base_path }}' });
    expect(wf.jobs.build.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))!.with).toEqual({ path: 'out' });
    expect(wf.jobs.deploy.steps.map((s) => s.uses)).toEqual(['actions/deploy-pages@v4']);
  });
});

describe('the per-page policy meta', () => {
  const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('base64');
  const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title><script>a()</script><script type="application/ld+json">{"x":1}</script>'
    + '<script src="/_next/static/chunks/x.js" async=""></script><script type="text/x-deferred" src="/y.js"></script></head><body><script>self.__next_f.push([1,"\\u003c/p>"])</script></body></html>';
  it('hashes exactly the inline scripts the browser runs, not data blocks or external scripts', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('a()'), sha('self.__next_f.push([1,"\\u003c/p>"])')]);
  });
  it('goes first in the head after the charset, and replaces a policy already there', () => {
    const once = withCsp(page, (h) => `script-src 'self' ${h.map((x) => `'sha256-${x}'`).join(' ')}`);
    expect(once).toMatch(/^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-[^']+' 'sha256-[^']+'"\/><title>/);
    expect(withCsp(once, (h) => `script-src 'self' ${h.map((x) => `'sha256-${x}'`).join(' ')}`)).toBe(once);
  });
});
