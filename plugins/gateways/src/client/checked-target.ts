import { type ChannelOptions, experimental } from '@grpc/grpc-js';

// Why a resolver of our own: a channel to a gateway must dial exactly the addresses the private-address rule
// checked (endpoint/check.ts), never a fresh lookup of the name, or a name that resolved to a public address at
// the check could resolve to 127.0.0.1 a moment later (DNS rebinding). grpc-js' `ipv4:` / `ipv6:` targets would
// dial fixed addresses too, but take one family only (a dual-stack name would lose its other family) and make
// the address the default authority (TLS server name and `:authority`). This resolver hands grpc-js the checked
// addresses of both families and keeps the endpoint's `host:port` as the authority, so TLS verification, SNI and
// `:authority` stay exactly what they are for a DNS target. Looking up again is the pool's job: it opens a new
// channel (and checks again) whenever the old one fails or the gateway's settings change.

const SCHEME = 'portcullis-checked';

/** `portcullis-checked://gw.example.com:443/203.0.113.7:443,[2001:db8::7]:443`: authority, then the addresses. */
export function checkedTarget(authority: string, addresses: string[]): string {
  return `${SCHEME}://${authority}/${addresses.join(',')}`;
}

class CheckedAddressResolver implements experimental.Resolver {
  private readonly listener: experimental.ResolverListener;
  private readonly endpoints: experimental.Endpoint[];
  private reported = false;

  constructor(target: experimental.GrpcUri, listener: experimental.ResolverListener, _options: ChannelOptions) {
    this.listener = listener;
    this.endpoints = target.path.split(',').map((address) => {
      const { host, port } = experimental.splitHostPort(address)!;
      return { addresses: [{ host, port: port! }] };
    });
  }

  // Like grpc-js' own IP resolver: the list never changes, so it is reported once per (re)start.
  updateResolution(): void {
    if (this.reported) return;
    this.reported = true;
    process.nextTick(() => this.listener(experimental.statusOrFromValue(this.endpoints), {}, null, ''));
  }

  destroy(): void {
    this.reported = false;
  }

  static getDefaultAuthority(target: experimental.GrpcUri): string {
    return target.authority!;
  }
}

experimental.registerResolver(SCHEME, CheckedAddressResolver);
