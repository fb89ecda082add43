/** One sandbox of one gateway workspace. */
export interface SandboxRef {
  gateway: string;
  workspace: string;
  sandbox: string;
}

export function refOf(row: SandboxRef): SandboxRef {
  return { gateway: row.gateway, workspace: row.workspace, sandbox: row.sandbox };
}
