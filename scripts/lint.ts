// `npm run lint`: Biome's formatter and linter over the workspace (biome.json; `npm run lint -- --write` applies what
// it can), then the citations of docs/ pages (scripts/check-doc-citations.ts). Both run, so one run shows everything.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findCitationProblems } from './check-doc-citations.ts';
import { ROOT } from './packages.ts';

const biome = spawnSync(join(ROOT, 'node_modules', '.bin', 'biome'), ['check', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
const problems = findCitationProblems();
for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
if (problems.length > 0) console.error(`${problems.length} citation problem(s): each cited docs/<page>.md §<section> needs that heading in the page.`);
process.exit(biome.status !== 0 || problems.length > 0 ? 1 : 0);
