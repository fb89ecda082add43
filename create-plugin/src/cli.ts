// `npx create-portcullis-plugin <id> [flags]`: `portcullis plugin new` without a deployment or a checkout.
// Exit status: 0 written, 1 refused (the reason on stderr), 2 usage error.
import { runCommand } from '@portcullis/core';
import { pluginNewCommand } from './plugin-new.ts';

const out = (text: string) => process.stdout.write(`${text}\n`);
const err = (text: string) => process.stderr.write(`${text}\n`);

/** The scaffold under this command's name, so that its help and usage errors name what was typed. */
const command = { ...pluginNewCommand, name: 'create-portcullis-plugin' };
// A relative --dir is relative to where npx was run (INIT_CWD).
const cwd = process.env.INIT_CWD ?? process.cwd();

process.exitCode = await runCommand(command, process.argv.slice(2), (input) => command.run(input, { out, err, cwd }), { out, err, prefix: 'npx' });
