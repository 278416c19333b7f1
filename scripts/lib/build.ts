import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run build` as a pipeline that never ships a broken site: every step works on a staging
 * folder beside the output folder, and the output folder is replaced only when all of them
 * passed. On a failure the staging folder is removed, the output folder is left as it was (or
 * absent), and the last line names the step and says that nothing was published.
 */
export type BuildStep = {
  name: string;
  /** Runs the step over the staging folder; returns the exit code (0 passes). */
  run(stagingDir: string): number | Promise<number>;
};

export type BuildOptions = { outDir: string; stagingDir?: string; log?: (line: string) => void };

/** The staging folder of an output folder: `.out-staging` beside `out`. */
export function stagingFor(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}-staging`);
}

/** The lock of an output folder: `.out-build.lock` beside `out`, held while a build runs. */
export function lockFor(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}-build.lock`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock (`wx`: only one process can create it); null when taken, else why not. A lock
 * left by a build that no longer runs (killed) is taken over.
 */
function takeLock(lock: string): string | null {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lock, JSON.stringify({ pid: process.pid, started: new Date().toISOString() }), { flag: 'wx' });
      return null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') return `cannot create ${lock}: ${(err as Error).message}`;
    }
    let holder: { pid?: number; started?: string } = {};
    try {
      holder = JSON.parse(readFileSync(lock, 'utf8'));
    } catch {
      /* half written: treated as held by nobody */
    }
    if (holder.pid && alive(holder.pid)) return `another build (pid ${holder.pid}, started ${holder.started}) is running`;
    rmSync(lock, { force: true });
  }
  return `cannot take ${lock}`;
}

export async function runBuild(steps: BuildStep[], options: BuildOptions): Promise<number> {
  const { outDir, log = console.log } = options;
  const rel = path.relative(process.cwd(), outDir) || outDir;
  const lock = lockFor(outDir);
  const held = takeLock(lock);
  if (held) {
    // Never touch the other build's staging folder or out/.
    log(`\nbuild stopped: ${held} for ${rel}/ (lock ${path.relative(process.cwd(), lock)}); wait for it to finish, then build again. Nothing was changed.`);
    return 1;
  }
  try {
    return await runLocked(steps, options);
  } finally {
    rmSync(lock, { force: true });
  }
}

async function runLocked(steps: BuildStep[], { outDir, stagingDir = stagingFor(outDir), log = console.log }: BuildOptions): Promise<number> {
  const started = Date.now();
  const rel = path.relative(process.cwd(), outDir) || outDir;
  const fail = (step: string, why: string) => {
    rmSync(stagingDir, { recursive: true, force: true });
    const state = existsSync(outDir) ? `${rel}/ is untouched` : `there is no ${rel}/`;
    log(`\nbuild failed at step "${step}" (${why}): nothing was published; ${state}.`);
    return 1;
  };
  rmSync(stagingDir, { recursive: true, force: true });
  for (const step of steps) {
    const stepStarted = Date.now();
    log(`\n> build step "${step.name}"`);
    let code: number;
    try {
      code = await step.run(stagingDir);
    } catch (err) {
      log(String((err as Error).stack ?? err));
      return fail(step.name, 'it threw');
    }
    if (code !== 0) return fail(step.name, `exit code ${code}`);
    log(`> "${step.name}" passed in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  }
  if (!existsSync(stagingDir)) return fail('publish', `no ${path.basename(stagingDir)}/ was written`);
  // Publish: two renames on one file system; the old output is dropped only once the new one is in place.
  const previous = `${stagingDir}-previous`;
  try {
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(outDir)) renameSync(outDir, previous);
    renameSync(stagingDir, outDir);
  } catch (err) {
    // A read-only or foreign folder (EPERM, EACCES, EXDEV): the previous output goes back.
    if (!existsSync(outDir) && existsSync(previous)) renameSync(previous, outDir);
    const why = (err as Error).message;
    rmSync(stagingDir, { recursive: true, force: true });
    log(`\nremoved ${path.relative(process.cwd(), stagingDir) || stagingDir}/ (the site that could not be published)`);
    return fail('publish', why);
  }
  rmSync(previous, { recursive: true, force: true });
  log(`\nbuild published ${rel}/ in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return 0;
}

/** A step that runs a command and passes when it exits 0; output goes straight to the terminal. */
export function command(name: string, cmd: string, args: (staging: string) => string[], env: (staging: string) => Record<string, string> = () => ({})): BuildStep {
  return {
    name,
    run(staging) {
      return new Promise((resolve, reject) => {
        const child = spawn(cmd, args(staging), { stdio: 'inherit', env: { ...process.env, ...env(staging) } });
        child.on('error', reject);
        child.on('exit', (code) => resolve(code ?? 1));
      });
    },
  };
}

/**
 * Steps that need nothing from each other, run at the same time (each is a process of its own, so
 * the machine's second core is not idle); passes when all passed, and names the ones that failed.
 */
export function together(steps: BuildStep[], log: (line: string) => void = console.log): BuildStep {
  return {
    name: steps.map((s) => s.name).join(' + '),
    async run(staging) {
      const codes = await Promise.all(steps.map(async (s) => s.run(staging)));
      codes.forEach((code, i) => code !== 0 && log(`> "${steps[i].name}" failed with exit code ${code}`));
      return codes.find((code) => code !== 0) ?? 0;
    },
  };
}

/**
 * Checks of the sources that a caller which just ran them may leave out (`--skip`). `code-tokens`:
 * the token stylesheet is committed, and tests/unit/code-tokens.test.ts fails when it is not the
 * one the themes give, so after the unit tests the step would only write the same file again.
 */
export const SKIPPABLE = ['content-check', 'type-check', 'code-tokens'] as const;
export type Skippable = (typeof SKIPPABLE)[number];

/**
 * The steps of `npm run build`, in order. Post-build steps get the staging folder as argument.
 * `skip` leaves out checks of the sources that the caller has just run on the same sources; both
 * are independent of the environment (BASE_PATH included). scripts/test.sh skips the type check
 * (`npm run typecheck` has just checked the whole project, a superset of tsconfig.build.json) and
 * the code token styles (its unit tests have) in both of its builds. The post-build checks (links under the
 * base path, the route table, the service workers) always run: their input is the new output.
 */
export function buildSteps({ skip = [] }: { skip?: readonly Skippable[] } = {}): BuildStep[] {
  const node = process.execPath;
  const checks = [
    // What the build runs and ships (tsconfig.build.json); `npm test` checks the tests as well.
    // The native port of the checker (tsgo), as `npm run typecheck` (docs/testing.md).
    ...(skip.includes('type-check') ? [] : [command('type check', node, () => [path.join('node_modules', '@typescript', 'native-preview', 'bin', 'tsgo'), '--noEmit', '--singleThreaded', '-p', 'tsconfig.build.json'])]),
    ...(skip.includes('code-tokens') ? [] : [command('code token styles', node, () => ['scripts/code-token-css.mjs'])]),
  ];
  return [
    ...(skip.includes('content-check') ? [] : [command('content check', node, () => ['scripts/check-content.mjs'])]),
    // The token stylesheet is small work beside the type checker (~110 MB next to its ~480 MB).
    ...(checks.length > 1 ? [together(checks)] : checks),
    // With `output: 'export'`, a custom distDir names the export folder (next.config.ts).
    // MIMALLOC_PURGE_DELAY=0: Turbopack's allocator (mimalloc, inside Next's native binding) hands
    // freed memory back to the system at once instead of keeping it for later. Without it the
    // ~500 MB Turbopack frees after compiling stayed mapped for the first 10 to 15 s of static
    // generation, and that overlap was the build's peak (1.2 GB; 0.7 GB with it; docs/build.md).
    command('next build', node, () => [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build'], (staging) => ({ INKSTONE_EXPORT_DIR: path.relative(process.cwd(), staging), MIMALLOC_PURGE_DELAY: '0' })),
    command('post-build', node, (staging) => ['--expose-gc', 'scripts/postbuild.mjs', staging]),
  ];
}
