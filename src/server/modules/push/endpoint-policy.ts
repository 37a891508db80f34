import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Web Push endpoints are addresses a learner hands us and the server then posts to every
// reminder: only https on a public host name, and only when every address that name resolves
// to is public (docs/decisions/114-push-endpoints-public-only.md).

export type ResolvedAddress = { address: string; family: number };
/** Resolves a host name to every address it has (the system resolver, or a test's own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export type EndpointPolicy = {
  /** A test's push receiver on loopback (plain http): only ever true in NODE_ENV=test. */
  allowLoopbackHttp: boolean;
  resolve: Resolver;
};

// IPv4 special-purpose ranges (IANA registry): this network, private, shared (CGNAT), loopback,
// link-local, protocol assignments, documentation, 6to4 relay, benchmarking, multicast, reserved.
const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16],
  ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];
// IPv6: only global unicast (2000::/3) may be public; inside it, these are not: IETF protocol
// assignments (Teredo among them), documentation, 6to4 (which embeds any IPv4 address).
const GLOBAL_V6 = new BlockList();
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6');
const BLOCKED = new BlockList();
for (const [network, prefix] of BLOCKED_V4) BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['3fff::', 20]] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/**
 * Whether an address is on the public internet. Everything else (loopback, private, link-local,
 * CGNAT, multicast, unique-local, IPv4-mapped or embedded forms, unspecified) is not.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  if (family === 6) return GLOBAL_V6.check(address, 'ipv6') && !BLOCKED.check(address, 'ipv6');
  return false;
}

// Names that never lead to the public internet: special-use and private-use top-level domains.
const PRIVATE_TLDS = new Set([
  'localhost', 'local', 'localdomain', 'internal', 'intranet', 'lan', 'home', 'corp', 'private',
  'test', 'invalid', 'example', 'onion', 'arpa',
]);
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

const isLoopbackTestUrl = (url: URL) =>
  url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');

/** Why an endpoint is refused before any lookup, or null when its form is acceptable. */
export function endpointFormProblem(value: string, allowLoopbackHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (allowLoopbackHttp && isLoopbackTestUrl(url)) return null;
  if (url.protocol !== 'https:') return 'must be an https address';
  if (url.username || url.password) return 'must not carry a user name or password';
  if (url.port !== '') return 'must use the standard https port';
  // The URL parser already turned decimal, hex and octal IPv4 forms into dotted ones.
  const host = url.hostname.replace(/\.$/, '');
  if (host.startsWith('[') || isIP(host) !== 0) return 'must be a host name, not an IP address';
  const labels = host.split('.');
  if (labels.length < 2 || host.length > 253 || !labels.every((label) => LABEL.test(label))) {
    return 'must be a public host name';
  }
  const tld = labels[labels.length - 1]!;
  if (PRIVATE_TLDS.has(tld) || /^[0-9]+$/.test(tld)) return 'must be a public host name';
  return null;
}

export type VettedEndpoint =
  | { ok: true; url: URL; addresses: ResolvedAddress[] | null }
  | { ok: false; refused: boolean; reason: string };

/**
 * Checks an endpoint right before sending: its form again, then every address its name resolves
 * to. `refused` means it points inside (or never could be sent to); a lookup that fails is not a
 * refusal (the name may resolve later) but nothing is sent either: it fails closed.
 */
export async function vetEndpoint(value: string, policy: EndpointPolicy): Promise<VettedEndpoint> {
  const problem = endpointFormProblem(value, policy.allowLoopbackHttp);
  if (problem) return { ok: false, refused: true, reason: `endpoint ${problem}` };
  const url = new URL(value);
  if (policy.allowLoopbackHttp && isLoopbackTestUrl(url)) return { ok: true, url, addresses: null };
  let addresses: ResolvedAddress[];
  try {
    addresses = await policy.resolve(url.hostname.replace(/\.$/, ''));
  } catch (error) {
    return { ok: false, refused: false, reason: `lookup failed: ${String((error as Error).message ?? error)}` };
  }
  if (addresses.length === 0) return { ok: false, refused: false, reason: 'lookup found no address' };
  const inside = addresses.find((a) => !isPublicAddress(a.address));
  if (inside) return { ok: false, refused: true, reason: `resolves to a non-public address (${inside.address})` };
  return { ok: true, url, addresses };
}
