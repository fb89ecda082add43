import { readFileSync } from 'node:fs';

/** Whether a process with this pid exists (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the pid still runs the command we started: after a reboot or a long stop the pid may belong to another
 * program, which must never be signalled. Where /proc is unavailable the pid alone has to do.
 */
export function runsCommand(pid: number, argv: string[]): boolean {
  if (!isAlive(pid)) return false;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter((part) => part.length > 0);
    return cmdline.length === argv.length && cmdline.every((part, i) => part === argv[i]);
  } catch {
    return true;
  }
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
