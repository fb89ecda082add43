// test-dialects: none
// The counting rule and the UTC windows as functions, on the edges a poll seldom meets.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { inferenceClassifier, windowKey, windowStart } from '../src/index.ts';

const ocsf = { source: 'sandbox', target: 'ocsf', level: 'OCSF', message: 'API:INFERENCE [INFO] SUCCESS m via p 10ms [POST /v1/chat/completions]' };

test('the rule: configured sources, targets mentioning inference, OCSF API:INFERENCE unless switched off', () => {
  const count = inferenceClassifier({ sources: ['inference', 'proxy'], countOcsfInference: true });
  assert.ok(count({ source: 'proxy', target: 'x', level: 'INFO', message: 'm' }));
  assert.ok(count({ source: 'sandbox', target: 'svc::INFERENCE', level: 'INFO', message: 'm' }));
  assert.ok(count(ocsf));
  assert.not.ok(count({ ...ocsf, level: 'INFO' }), 'an OCSF message without the OCSF level');
  assert.not.ok(count({ ...ocsf, message: 'NET:OPEN [INFO] ALLOWED node(7) -> inference.local:443' }));
  assert.not.ok(count({ source: '', target: 'openshell_server', level: 'INFO', message: 'm' }));
  const gatewayToo = inferenceClassifier({ sources: ['gateway'], countOcsfInference: false });
  assert.ok(gatewayToo({ source: '', target: 'openshell_server', level: 'INFO', message: 'm' }), 'an empty source is the gateway');
  assert.not.ok(gatewayToo(ocsf));
});

test('windows in UTC: the ISO week starts on Monday, months on the 1st, total has no start', () => {
  const sunday = Date.UTC(2026, 10, 22, 23, 59, 59, 999);
  const monday = Date.UTC(2026, 10, 23, 0, 0, 0, 0);
  assert.equal(
    [windowStart('daily', sunday), windowStart('weekly', sunday), windowStart('monthly', sunday), windowStart('total', sunday)],
    ['2026-11-22', '2026-11-16', '2026-11-01', null],
  );
  assert.equal(
    [windowStart('weekly', monday), windowKey('weekly', monday), windowKey('daily', monday)],
    ['2026-11-23', 'weekly:2026-11-23', 'daily:2026-11-23'],
  );
  assert.is(windowStart('weekly', Date.UTC(2027, 0, 1, 12)), '2026-12-28', 'a week across the new year');
  assert.is(windowStart('monthly', Date.UTC(2028, 1, 29, 12)), '2028-02-01');
  assert.is(windowKey('total', monday), 'total');
});

test.run();
