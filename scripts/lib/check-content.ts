import path from 'node:path';
import { CONTENT_DIR } from '../../lib/content/files';
import { formatProblem, validateContent } from '../../lib/content/validate';

/**
 * `npm run check:content [paths]` and the first step of `npm run build`: the one content check
 * (lib/content/validate.ts) over the whole content tree, every problem in one run, in file order.
 * Paths narrow what is printed, never what is checked. `--root <dir>` checks another tree with the
 * same layout (a test fixture), `--data <dir>` with the data files of another (content/data), `--public <dir>` with another public/. Exits 1 when there is any error; warnings alone pass.
 */
export async function main(args: string[]): Promise<number> {
  const started = Date.now();
  let root = CONTENT_DIR;
  let dataDir: string | undefined;
  let publicDir: string | undefined;
  const filters: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--root') root = path.resolve(args[(i += 1)]);
    else if (args[i] === '--data') dataDir = path.resolve(args[(i += 1)]);
    else if (args[i] === '--public') publicDir = path.resolve(args[(i += 1)]);
    else filters.push(path.relative(process.cwd(), path.resolve(args[i])).split(path.sep).join('/'));
  }
  const { problems, files } = await validateContent(root, { dataDir, publicDir });
  const shown = filters.length ? problems.filter((p) => filters.some((f) => p.file === f || p.file.startsWith(`${f}/`))) : problems;
  for (const p of shown) (p.severity === 'error' ? console.error : console.warn)(formatProblem(p));
  const errors = shown.filter((p) => p.severity === 'error').length;
  console.log(
    `check:content: ${files} files checked in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${errors} error${errors === 1 ? '' : 's'}, ${shown.length - errors} warning${shown.length - errors === 1 ? '' : 's'}`,
  );
  return errors ? 1 : 0;
}
