// Steps run over out/ after `next build`, in order. Any failure stops the build.
import { register } from 'tsx/esm/api';

register();
const { runPostbuild } = await import('./lib/postbuild.ts');
process.exitCode = await runPostbuild();
