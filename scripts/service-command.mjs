// How `npm start` runs the service, in one place for scripts/run.mjs and the benchmark that measures it
// (bench/http-pipeline.bench.ts). Measured on the standard plugin set, idle RSS after start-up:
//   type-stripped sources (core/src/main.ts)                      ~223 MB
//   compiled JavaScript (core/dist, `portcullis-compiled`)          ~200 MB
//   compiled + --max-semi-space-size=2                              ~139 MB (1: ~135 MB, 4: ~146 MB)
// V8 grows the young generation to 16 MB semi-spaces during start-up and never returns them; 2 MB costs no
// measurable throughput at this service's allocation rate. Node's compile cache is not used for the service: it
// made a warm start ~50 ms faster (530 -> 580 ms without) but cost ~8 MB of idle RSS (138.7 -> 130.7 MB, 3 runs each),
// because code from the cache is materialised eagerly; the tests keep it (scripts/test.ts), where start-up is all.
// --heap-growing-percent=25: after each full collection V8 lets the old generation grow by a factor it picks from the
// allocation rate, up to four times what survived. A replica working a large fleet allocates fast and keeps little
// (each probe and poll is garbage at once), so the heap settled at several times its live size, and that was most
// of its RSS. A fixed, small growth factor keeps the heap near what is live at the price of more frequent, short
// collections, with no hard limit that a larger fleet could hit (bench/scale.bench.ts prints both RSS and CPU).
// --optimize-for-size saved ~10 MB more but doubled the CPU of a single read (72 -> 123-132 µs), so it is not used
// as a flag: the service switches it on only for the collections that return freed heap pages (core/src/freed-heap-pages.ts).
// grpc-js and the protos load on the first gateway channel (plugins/gateways/src/client/load-wire.ts). Alone they
// cost ~32 MB RSS in a bare Node, but in the service the saving is mostly absorbed: idle heap used 55.8 -> 50.2 MB,
// 1993 -> 1864 modules, RSS 149-152 -> 148-151 MB (3 fresh data dirs each, on a loaded 2-core machine): the old
// generation V8 commits during start-up stays ~51 MB either way, so the freed heap is not returned as RSS.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILED_MAIN = 'core/dist/main.js';

/** The compiled kernel's export condition: its plugins then load compiled too (core/src/main.ts refuses otherwise). */
export const COMPILED_CONDITION = '--conditions=portcullis-compiled';

/** The lines of one of the files beside this one that bin/portcullis reads too, without blanks and comments. */
function settingLines(file) {
  return readFileSync(new URL(file, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Node's flags for the service, from scripts/service-node-flags. */
export const SERVICE_V8_FLAGS = settingLines('./service-node-flags');

/** Environment variables for the service (scripts/service-environment); `env` is what the operator already set, which wins. */
export function serviceEnvironment(env) {
  const defaults = Object.fromEntries(settingLines('./service-environment').map((line) => line.split(/=(.*)/s, 2)));
  return { ...defaults, ...env };
}

/** How `npm start` (and bin/portcullis, for the compiled form) runs Node. */
export const SERVICE_NODE_FLAGS = [...SERVICE_V8_FLAGS, COMPILED_CONDITION];

/** Where the test runner keeps Node's compiled code cache between runs (inside the workspace, beside node_modules). */
export function compileCacheDir(root) {
  return join(root, 'node_modules', '.cache', 'portcullis-compile');
}
