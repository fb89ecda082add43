// The scriptable command table behind ExecSandbox. Each command writes stdout/stderr chunks and returns an exit
// code; unknown commands behave like a shell's "command not found" (127).
import { unavailable } from '../grpc/errors.ts';

export interface ExecIo {
  args: string[];
  stdin: Buffer;
  environment: Record<string, string>;
  workdir: string;
  stdout(data: string | Buffer): void;
  stderr(data: string | Buffer): void;
  sleep(ms: number): Promise<void>;
}

export type ExecCommand = (io: ExecIo) => number | Promise<number>;

/** A canned command set through the control API. */
export interface ExecScript {
  stdout?: string;
  stderr?: string;
  exitCode?: number;
  delayMs?: number;
}

/** Ends the stream without an exit status, like a relay that drops mid-command. */
export const RELAY_FAIL_COMMAND = '__relay_fail__';

const BUILTINS: Record<string, ExecCommand> = {
  echo: (io) => {
    io.stdout(`${io.args.join(' ')}\n`);
    return 0;
  },
  true: () => 0,
  false: () => 1,
  cat: (io) => {
    if (io.stdin.length > 0) io.stdout(io.stdin);
    return 0;
  },
  pwd: (io) => {
    io.stdout(`${io.workdir || '/sandbox'}\n`);
    return 0;
  },
  whoami: (io) => {
    io.stdout('sandbox\n');
    return 0;
  },
  env: (io) => {
    const lines = Object.entries(io.environment)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}\n`);
    io.stdout(lines.join(''));
    return 0;
  },
  sleep: async (io) => {
    const seconds = Number(io.args[0] ?? '0');
    if (!Number.isFinite(seconds) || seconds < 0) {
      io.stderr(`sleep: invalid time interval '${io.args[0] ?? ''}'\n`);
      return 1;
    }
    await io.sleep(seconds * 1000);
    return 0;
  },
  [RELAY_FAIL_COMMAND]: (io) => {
    io.stdout('partial output\n');
    throw unavailable('exec relay closed before the command reported an exit status');
  },
};

function scripted(script: ExecScript): ExecCommand {
  return async (io) => {
    if (script.delayMs) await io.sleep(script.delayMs);
    if (script.stdout) io.stdout(script.stdout);
    if (script.stderr) io.stderr(script.stderr);
    return script.exitCode ?? 0;
  };
}

export class CommandTable {
  private readonly scripts = new Map<string, ExecCommand>();

  setScript(name: string, script: ExecScript | null): void {
    if (script) this.scripts.set(name, scripted(script));
    else this.scripts.delete(name);
  }

  /** `sh -c "echo hi"` and `bash -lc ...` run their (whitespace-split) inner command through the same table. */
  resolve(argv: string[]): { command: ExecCommand; args: string[]; name: string } {
    const [program = '', ...rest] = argv;
    const shellFlagAt = rest.findIndex((arg) => /^-l?c$/.test(arg));
    if (/(^|\/)(ba|z)?sh$/.test(program) && shellFlagAt >= 0 && rest[shellFlagAt + 1] !== undefined) {
      return this.resolve(rest[shellFlagAt + 1]!.trim().split(/\s+/));
    }
    const name = program.split('/').pop() ?? program;
    const command = this.scripts.get(name) ?? BUILTINS[name] ?? notFoundCommand(name);
    return { command, args: rest, name };
  }
}

function notFoundCommand(name: string): ExecCommand {
  return (io) => {
    io.stderr(`${name}: command not found\n`);
    return 127;
  };
}
