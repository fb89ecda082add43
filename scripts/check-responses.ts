// Holds the responses a test run recorded (PORTCULLIS_RECORD_RESPONSES=<dir>) against the OpenAPI document:
//   node scripts/check-responses.ts <dir>
// Prints each finding and ends with `N passed, N failed` (distinct operation/status pairs); exit 1 on any finding.
import { checkRecordedResponses } from '@portcullis/testing/conformance';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: node scripts/check-responses.ts <dir of recorded responses>\n');
  process.exit(2);
}
const result = checkRecordedResponses(dir);
for (const finding of result.findings) {
  process.stdout.write(
    `FAIL ${finding.key} (${finding.count}×): ${finding.reason}\n     e.g. ${finding.example.method} ${finding.example.path} ${finding.example.contentType} ${JSON.stringify(finding.example.body ?? null).slice(0, 300)}\n`,
  );
}
const failed = new Set(result.findings.map((finding) => finding.key)).size;
process.stdout.write(
  `OpenAPI conformance: ${result.checked} responses checked; ${result.conforming.length} operation/status pairs conform, ${failed} do not\n`,
);
process.stdout.write(`${result.conforming.length} passed, ${failed} failed\n`);
process.exitCode = failed > 0 ? 1 : 0;
