// `npm start`: a fresh clone has no out/, so build first when needed, then preview the export.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { defaultRoot, listen, portFromEnv } from './serve.mjs';

const repoRoot = path.dirname(defaultRoot);
// A bad PORT should fail before a build, not after it.
const port = portFromEnv();

if (process.argv.includes('--rebuild') || !fs.existsSync(path.join(defaultRoot, 'index.html'))) {
  console.log(process.argv.includes('--rebuild') ? 'Rebuilding the site…' : 'No build in out/ yet: building the site first…');
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

listen({ root: defaultRoot, port });
