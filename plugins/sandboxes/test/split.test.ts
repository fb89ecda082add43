// test-dialects: none
// The shell-style splitter on its own: words, quotes, escapes, and the inputs it must refuse.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CommandSplitError, splitCommand } from '../src/exec/split.ts';

test('words are separated by any run of whitespace', () => {
  assert.equal(splitCommand('  ls   -la\t/tmp\n'), ['ls', '-la', '/tmp']);
  assert.equal(splitCommand(''), []);
});

test('single quotes keep everything literally, double quotes keep all but four escapes', () => {
  assert.equal(splitCommand(`echo 'a  "b" \\n $x'`), ['echo', 'a  "b" \\n $x']);
  assert.equal(splitCommand(`echo "a \\"b\\" \\\\ \\$x \\n"`), ['echo', 'a "b" \\ $x \\n']);
  assert.equal(splitCommand(`x"y"'z'`), ['xyz'], 'adjacent parts form one word');
  assert.equal(splitCommand(`a '' ""`), ['a', '', ''], 'empty quotes are an empty argument');
});

test('a backslash outside quotes takes the next character literally; backslash-newline joins lines', () => {
  assert.equal(splitCommand('a\\ b c\\"d'), ['a b', 'c"d']);
  assert.equal(splitCommand('echo one\\\ntwo'), ['echo', 'onetwo']);
  assert.equal(splitCommand('echo \\\n two'), ['echo', 'two']);
});

test('no shell syntax: pipes, variables and globs stay as written', () => {
  assert.equal(splitCommand('cat *.txt | grep $HOME; rm -rf /'), ['cat', '*.txt', '|', 'grep', '$HOME;', 'rm', '-rf', '/']);
  assert.equal(splitCommand(`sh -c "ls | wc -l"`), ['sh', '-c', 'ls | wc -l']);
});

test('unbalanced quotes and a trailing backslash are refused', () => {
  for (const [input, message] of [
    [`echo "a`, /unbalanced double quote \(opened at character 6\)/],
    [`echo 'a`, /unbalanced single quote/],
    ['echo a\\', /unfinished backslash/],
    [`"a\\"`, /unbalanced double quote/],
  ] as const) {
    assert.throws(
      () => splitCommand(input),
      (error: unknown) => error instanceof CommandSplitError && message.test((error as Error).message),
      input,
    );
  }
});

test.run();
