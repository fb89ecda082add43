import { createTestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newContext, runWithContext } from '../src/context.ts';
import { accessLine, CapturedLog, createLogger } from '../src/logger.ts';

const withoutTime = (line: string) => line.replace(/"time":"[^"]+",/, '');

test('the access log writes, without the per-line hooks, the very bytes the hooked logger writes', () => {
  const sink = new CapturedLog();
  const logger = createLogger({ level: 'info', destination: sink });
  const fields = { request_id: 'req-1', method: 'GET', route: '/api/things/{id}', status: 200, ms: 3, actor: 'bot' };
  const awkwardActors = [undefined, 'bot', 'say "hi"', 'back\\slash', 'tab\there', 'naïve 名前', 'x'.repeat(150)];
  runWithContext(newContext({ requestId: 'req-1', actor: null, clientIp: '127.0.0.1' }), () => {
    for (const actor of awkwardActors) {
      logger.info({ ...fields, actor }, 'request');
      accessLine(logger)('info', { ...fields, actor }, 'request');
    }
  });
  assert.is(sink.lines.length, awkwardActors.length * 2);
  for (let i = 0; i < sink.lines.length; i += 2) assert.is(withoutTime(sink.lines[i + 1]!), withoutTime(sink.lines[i]!));
  accessLine(createLogger({ level: 'warn', destination: sink }))('info', fields, 'request');
  assert.is(sink.lines.length, awkwardActors.length * 2, 'the level of the logger it follows applies');
  const debug = createLogger({ level: 'debug', destination: sink });
  debug.debug(fields, 'request ended: the client went away');
  accessLine(debug)('debug', fields, 'request ended: the client went away');
  assert.is(withoutTime(sink.lines.at(-1)!), withoutTime(sink.lines.at(-2)!));
});

test('every request leaves one access line with its id, route, status and actor', async () => {
  const t = await createTestKernel();
  try {
    const response = await t.http.as('viewer').get('/api/system/version', { headers: { 'x-request-id': 'access-log-probe' } });
    assert.is(response.status, 200);
    const lines = t.logs.entries().filter((entry) => entry.msg === 'request' && entry.request_id === 'access-log-probe');
    assert.is(lines.length, 1);
    assert.equal(
      { method: lines[0]!.method, route: lines[0]!.route, status: lines[0]!.status, service: lines[0]!.service, level: lines[0]!.level },
      { method: 'GET', route: '/api/system/version', status: 200, service: 'portcullis', level: 'info' },
    );
    assert.type(lines[0]!.actor, 'string');
  } finally {
    await t.stop();
  }
});

test.run();
