// The `ssh` command line the sandbox page hands out. It is the command the OpenShell CLI itself runs for a token-mode
// session, written out for a POSIX shell:
// - the ProxyCommand is upstream's `build_proxy_command` (NVIDIA/OpenShell crates/openshell-core/src/forward.rs):
//   `openshell ssh-proxy --gateway <scheme://host:port> --sandbox-id <id> --token <token> --gateway-name <name>`,
//   every value escaped with upstream's `shell_escape` rule, because ssh runs the ProxyCommand through `/bin/sh -c`;
//   `--gateway-name` lets the user's CLI pick up the mTLS certificates and login it keeps for that gateway name;
// - the options are upstream's `ssh_base_command` (crates/openshell-cli/src/ssh.rs), the same ones its
//   `sandbox ssh-config` writes, and the destination is `sandbox`, as in its exec and forward commands.
// Upstream's `sandbox connect` also asks for the `openshell-main` subsystem, which exists only from v0.0.111; a plain
// login shell works on every gateway we support (the floor is v0.0.105, docs/openshell-0.0.md §0).

export interface SshSessionAddress {
  gateway_scheme: string;
  gateway_host: string;
  gateway_port: number;
  sandbox_id: string;
  token: string;
}

const SSH_OPTIONS = [
  'StrictHostKeyChecking=no',
  'UserKnownHostsFile=/dev/null',
  'GlobalKnownHostsFile=/dev/null',
  'LogLevel=ERROR',
  // A relay that drops silently is noticed within about 45 s instead of hanging the terminal.
  'ServerAliveInterval=15',
  'ServerAliveCountMax=3',
];

/** Upstream's `shell_escape`: a word of letters, digits and `./-_` stays bare, anything else is single-quoted. */
export function shellEscape(value: string): string {
  if (value === '') return "''";
  if (/^[A-Za-z0-9./_-]+$/.test(value)) return value;
  return `'${value.replaceAll("'", `'"'"'`)}'`;
}

/** One shell word in double quotes, so the single quotes of the ProxyCommand inside it stay readable. */
function doubleQuoted(value: string): string {
  return `"${value.replace(/["$`\\]/g, '\\$&')}"`;
}

/** Upstream's `format_gateway_url`: a bare IPv6 literal is bracketed. */
export function gatewayUrl(session: Pick<SshSessionAddress, 'gateway_scheme' | 'gateway_host' | 'gateway_port'>): string {
  const host = session.gateway_host.includes(':') && !session.gateway_host.startsWith('[') ? `[${session.gateway_host}]` : session.gateway_host;
  return `${session.gateway_scheme}://${host}:${session.gateway_port}`;
}

export function proxyCommand(gatewayName: string, session: SshSessionAddress): string {
  const args = ['--gateway', gatewayUrl(session), '--sandbox-id', session.sandbox_id, '--token', session.token, '--gateway-name', gatewayName];
  return ['openshell', 'ssh-proxy', ...args.map(shellEscape)].join(' ');
}

export function sshCommand(gatewayName: string, session: SshSessionAddress): string {
  const options = [`ProxyCommand=${proxyCommand(gatewayName, session)}`, ...SSH_OPTIONS].map((option) => `-o ${shellEscapeOption(option)}`);
  return ['ssh', ...options, 'sandbox'].join(' ');
}

function shellEscapeOption(option: string): string {
  return /^[A-Za-z0-9./_=-]+$/.test(option) ? option : doubleQuoted(option);
}
