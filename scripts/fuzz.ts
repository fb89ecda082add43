// `npm run fuzz`: the route fuzzer (fuzz/test/routes.test.ts) for longer than `npm test` gives it, on both
// databases unless `--db` picks one. Settings by environment:
//   PORTCULLIS_FUZZ_SECONDS   time per database (default 300)
//   PORTCULLIS_FUZZ_SEED      seed to start from, or to replay a reported failure (default: a fixed one)
//   PORTCULLIS_FUZZ_ROUTES    only routes whose "METHOD /path" contains this text
import { spawn } from 'node:child_process';

const seconds = Number(process.env.PORTCULLIS_FUZZ_SECONDS ?? 300);
const env = {
  ...process.env,
  PORTCULLIS_FUZZ_SECONDS: String(seconds),
  // The runner's per-file timeout must outlast the fuzzing time plus start-up.
  PORTCULLIS_TEST_FILE_TIMEOUT_MS: String((seconds + 120) * 1000),
};
const child = spawn(process.execPath, ['scripts/test.ts', 'fuzz/test/routes', ...process.argv.slice(2)], { stdio: 'inherit', env });
child.on('exit', (code) => {
  process.exitCode = code ?? 1;
});
