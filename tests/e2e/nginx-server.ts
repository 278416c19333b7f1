import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's nginx (scripts/test.sh installs it, as it does chromium). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The server block the repository ships for nginx hosts. */
export const SHIPPED_CONFIG = 'deploy/nginx.conf';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * nginx serving `root` with the shipped server block, changed only where a site owner changes it
 * (`listen`, `root`), inside the `http {}` block nginx.conf would have: Debian's mime.types, and
 * the paths nginx writes to in a scratch folder, so it runs without root. Resolves once it answers.
 */
export async function startNginx(root: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'inkstone-nginx-'));
  const port = await freePort();
  const site = readFileSync(SHIPPED_CONFIG, 'utf8');
  const edited = site.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`).replace(/^(\s*)root \S+;$/m, `$1root ${path.resolve(root)};`);
  if (edited.includes('listen 80;') || !edited.includes(path.resolve(root))) throw new Error(`${SHIPPED_CONFIG}: no "listen 80;" or "root …;" line to point at the test's folder`);
  writeFileSync(path.join(dir, 'site.conf'), edited);
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, t));
  const mime = ['/etc/nginx/mime.types', path.join(path.dirname(NGINX), '..', 'conf', 'mime.types')].find(existsSync) ?? '/etc/nginx/mime.types';
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root, nginx's workers would run as `nobody`; the test's folders are the runner's own.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  include ${mime};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${dir}/${t};`),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  for (let i = 0; ; i++) {
    const code = await Promise.race([exited, new Promise<undefined>((r) => setTimeout(r, 100))]);
    if (code !== undefined) throw new Error(`nginx exited (${code}): ${stderr}${existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : ''}`);
    try {
      await fetch(`${origin}/robots.txt`);
      break;
    } catch {
      if (i > 100) throw new Error(`nginx did not answer on ${origin}: ${stderr}`);
    }
  }
  return {
    origin,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
