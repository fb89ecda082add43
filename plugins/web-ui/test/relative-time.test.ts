// test-dialects: none
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { relativeTime } from '../app/src/components/relative-time.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const at = (iso: string) => relativeTime(new Date(iso), NOW);

test('the largest unit that fits, in the past and the future', () => {
  assert.is(at('2026-11-28T11:59:58Z'), '2 seconds ago');
  assert.is(at('2026-11-28T11:55:00Z'), '5 minutes ago');
  assert.is(at('2026-11-28T09:00:00Z'), '3 hours ago');
  assert.is(at('2026-11-27T12:00:00Z'), 'yesterday');
  assert.is(at('2026-11-28T14:00:00Z'), 'in 2 hours');
  assert.is(at('2025-11-01T12:00:00Z'), 'last year');
});

test('the same instant is now', () => {
  assert.is(at('2026-11-28T12:00:00Z'), 'now');
});

test.run();
