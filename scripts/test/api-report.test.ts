import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apiReport, REPORTED_PACKAGES, reportPath } from '../api-report.ts';
import { build } from '../build.ts';

test.before(() => build());

for (const packageDir of REPORTED_PACKAGES) {
  test(`${packageDir}/api-report.md matches the compiled public surface (run \`npm run api-report\` after changing it)`, () => {
    assert.fixture(apiReport(packageDir), readFileSync(reportPath(packageDir), 'utf8'));
  });
}

test('the report lists internals apart and leaves private members out', () => {
  const report = readFileSync(reportPath('core'), 'utf8');
  const internal = report.slice(report.indexOf('### Internal'), report.indexOf('### Reached'));
  assert.match(internal, 'export declare function chainHash(');
  const stable = report.slice(report.indexOf('### Stable'), report.indexOf('### Internal'));
  assert.match(stable, 'export declare function definePlugin<');
  assert.not.match(stable, 'chainHash');
  assert.not.match(report, /^\s+private /m);
});

test.run();
