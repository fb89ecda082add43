// Runs a script under Node 24 or later, which Portcullis needs (type stripping, module.registerHooks). Plain
// JavaScript that runs on older Node, because it is what gets a machine whose `node` is older onto Node 24: that
// Node is fetched once from the npm registry (the node-<platform>-<arch> package, as scripts/bootstrap.mjs does
// for a checkout) into a cache shared by every deployment and plugin project of the user. docs/plugins.md,
// "Node 24".
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const REQUIRED_MAJOR = 24;

const major = (version) => Number(version.split('.')[0]);

/** Where the fetched Node is kept: PORTCULLIS_NODE_CACHE, else the user's cache directory. */
function cacheDir(version) {
  const base = process.env.PORTCULLIS_NODE_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'portcullis');
  return join(base, `node-${version}`);
}

/**
 * A Node binary of at least REQUIRED_MAJOR: this one, else the pinned `version` fetched once from the npm
 * registry. Throws an error of one line, naming the version needed and how to get it, when neither works.
 */
export function node24(version) {
  if (major(process.versions.node) >= REQUIRED_MAJOR) return process.execPath;
  const nodePackage = `node-${process.platform}-${process.arch}`;
  const prefix = cacheDir(version);
  const binary = join(prefix, 'node_modules', nodePackage, 'bin', 'node');
  if (existsSync(binary)) return binary;
  process.stderr.write(
    `[portcullis] this is Node ${process.versions.node}; Portcullis needs Node ${REQUIRED_MAJOR}: fetching ${nodePackage}@${version} from the npm registry into ${prefix} (once)\n`,
  );
  try {
    // --ignore-scripts: the package already ships the binary. --prefer-offline: npm's cache serves a second machine user.
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
        `${nodePackage}@${version}`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    // npm's message, without its code line and the pointer to its log.
    const lines = String(error.stderr || error.message)
      .trim()
      .split('\n')
      .map((line) => line.replace(/^npm error /, ''));
    const reason = lines.find((line) => !/^code |complete log/.test(line)) ?? lines[0];
    throw new Error(
      `Portcullis needs Node ${REQUIRED_MAJOR} or later, and this is Node ${process.versions.node}; install Node ${REQUIRED_MAJOR} (https://nodejs.org/en/download, or \`nvm install ${REQUIRED_MAJOR}\`) and run this again with it first on PATH (fetching ${nodePackage}@${version} failed: ${reason})`,
    );
  }
  if (!existsSync(binary))
    throw new Error(
      `Portcullis needs Node ${REQUIRED_MAJOR} or later, and this is Node ${process.versions.node}; ${nodePackage}@${version} installed without ${binary}: install Node ${REQUIRED_MAJOR} (https://nodejs.org/en/download)`,
    );
  return binary;
}

/**
 * Runs `node [...args]` under Node 24 (see node24) as this process's only work: signals are passed on so that a
 * SIGTERM reaches the service, and this process exits as the child does. A Node that cannot be had ends it with
 * the one-line reason and status 1.
 */
export function runUnderNode24(version, args, env = process.env) {
  let binary;
  try {
    binary = node24(version);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const child = spawn(binary, args, { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
