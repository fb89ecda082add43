import type { z } from 'zod';

// Filesystem and process sections are fixed at sandbox start; these are the shape rules a gateway enforces.

const MAX_PATHS = 256;

export function pathProblem(path: string): string | null {
  if (!path.startsWith('/')) return 'paths must be absolute';
  if (path.split('/').includes('..')) return 'paths may not contain ".."';
  if (path.length > 4096) return 'paths are at most 4096 characters';
  if (/[\u0000-\u001f]/.test(path)) return 'paths may not contain control characters';
  return null;
}

type Filesystem = { read_only?: string[] | undefined; read_write?: string[] | undefined };

export function checkFilesystem(filesystem: Filesystem, ctx: z.RefinementCtx): void {
  const readOnly = filesystem.read_only ?? [];
  const readWrite = filesystem.read_write ?? [];
  for (const [list, paths] of [
    ['read_only', readOnly],
    ['read_write', readWrite],
  ] as const) {
    paths.forEach((path, index) => {
      const problem = pathProblem(path);
      if (problem) ctx.addIssue({ code: 'custom', path: [list, index], message: problem });
    });
  }
  readWrite.forEach((path, index) => {
    if (path.replace(/\/+$/, '') === '') ctx.addIssue({ code: 'custom', path: ['read_write', index], message: 'read-write access to / is too broad' });
  });
  if (readOnly.length + readWrite.length > MAX_PATHS) ctx.addIssue({ code: 'custom', path: [], message: `at most ${MAX_PATHS} paths in total` });
}

/** `sandbox`, or a numeric id from 1 to 4294967294 (root is refused). */
export function checkProcessId(value: string, ctx: z.RefinementCtx): void {
  if (value === '' || value === 'sandbox') return;
  if (!/^\d+$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'use "sandbox" or a numeric id' });
    return;
  }
  const id = Number(value);
  if (id === 0) ctx.addIssue({ code: 'custom', message: 'running as root (0) is refused' });
  else if (id > 4294967294) ctx.addIssue({ code: 'custom', message: 'ids go up to 4294967294' });
}
