// Debian's dnsmasq as a DNS server for tests that need SRV answers (discovery's scans, and the console's discovery
// section): SRV records for `_openshell._tcp.<domain>` and A records for their targets, on a free loopback port,
// authoritative for the test zones (a name it does not know there is NXDOMAIN). It never binds port 53 and reads no
// configuration or hosts file of the machine. startDnsServer answers A/AAAA only: SRV needs a real server (the npm
// `dns2` server compresses SRV targets, which Node rejects; see the toolchain notes).
import { type ChildProcess, spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { promises as dns } from 'node:dns';
import { once } from 'node:events';
import { existsSync } from 'node:fs';

const BINARY = '/usr/sbin/dnsmasq';

export interface SrvRecord {
  domain: string;
  host: string;
  port: number;
  priority?: number;
  weight?: number;
}

export interface DnsmasqZone {
  /** Domains dnsmasq answers for by itself. */
  zones: string[];
  srv: SrvRecord[];
  /** A / AAAA records. */
  hosts: Array<{ name: string; address: string }>;
}

export interface Dnsmasq {
  /** `127.0.0.1:port`: SERVICE_DISCOVERY_RESOLVER and SERVICE_DNS_SERVERS. */
  address: string;
  close(): Promise<void>;
}

/**
 * The dnsmasq binary, from Debian's dnsmasq-base (only the program: the `dnsmasq` package would also start a system
 * service on port 53), installed by the test runner. A machine without it fails what needs it (`purpose`): a test
 * that did not run must not pass.
 */
export function requireDnsmasq(purpose: string): string {
  if (!existsSync(BINARY)) throw new Error(`${purpose} needs dnsmasq at ${BINARY}: npm test installs it (Debian package dnsmasq-base)`);
  return BINARY;
}

function freeUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

function argumentsFor(zone: DnsmasqZone, port: number): string[] {
  return [
    '--no-daemon',
    '--conf-file=/dev/null',
    '--no-resolv',
    '--no-hosts',
    '--log-facility=-',
    '--listen-address=127.0.0.1',
    '--bind-interfaces',
    `--port=${port}`,
    '--pid-file=',
    ...zone.zones.map((name) => `--local=/${name}/`),
    ...zone.srv.map((record) => `--srv-host=_openshell._tcp.${record.domain},${record.host},${record.port},${record.priority ?? 0},${record.weight ?? 0}`),
    ...zone.hosts.map((host) => `--host-record=${host.name},${host.address}`),
  ];
}

/** Resolves once the server answers a question of one of its zones; rejects when the process ends first. */
async function answering(child: ChildProcess, address: string, probe: string, output: () => string): Promise<void> {
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`dnsmasq exited (${code}) before answering: ${output()}`);
  });
  const resolver = new dns.Resolver({ timeout: 200, tries: 1 });
  resolver.setServers([address]);
  const ready = (async () => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const outcome = await resolver.resolveSrv(probe).then(
        () => 'answered',
        (error: NodeJS.ErrnoException) => error.code,
      );
      if (outcome === 'answered' || outcome === 'ENOTFOUND' || outcome === 'ENODATA') return;
      if (Date.now() > deadline) throw new Error(`dnsmasq did not answer on ${address}: ${output()}`);
    }
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => undefined);
}

/** Starts dnsmasq serving `zone` on a free port (another free port if the first was taken meanwhile). */
export async function startDnsmasq(binary: string, zone: DnsmasqZone): Promise<Dnsmasq> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freeUdpPort();
    const child = spawn(binary, argumentsFor(zone, port), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr!.on('data', (chunk) => {
      output += chunk;
    });
    const address = `127.0.0.1:${port}`;
    try {
      await answering(child, address, `_openshell._tcp.${zone.zones[0]}`, () => output);
    } catch (error) {
      child.kill('SIGKILL');
      if (attempt < 3 && /address already in use/i.test(output)) continue;
      throw error;
    }
    return {
      address,
      close: async () => {
        if (child.exitCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      },
    };
  }
}
