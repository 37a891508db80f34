import { isIP } from 'node:net';

// TRUST_PROXY (docs/operations.md#behind-a-load-balancer,
// docs/decisions/378-trust-proxy-names-the-balancers.md): the load balancers whose X-Forwarded-For
// the server believes, by address or range, as Fastify's `trustProxy` takes them. `true` would
// believe any client's own header, and a hop count believes whatever a client that reaches the
// server directly writes in it: either lets every per-address limit be dodged, or turned on someone
// else's address. So both stop the start.

/** proxy-addr's names for ranges: 127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; private ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** Why one entry of the list is not an address or range, or null when it is one. */
function entryProblem(entry: string): string | null {
  if ((NAMED_RANGES as readonly string[]).includes(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or range`;
  if (prefix === undefined) return null;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits)
    return `"${entry}" has a range size that is not 0 to ${bits}`;
  return null;
}

export type TrustProxyResult = { ok: true; value: false | string[] } | { ok: false; message: string };

/** `false`, `0` or unset: no proxy. Otherwise a comma list of addresses and CIDR ranges. */
export function parseTrustProxy(raw: string | undefined): TrustProxyResult {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return { ok: true, value: false };
  if (value === 'true' || /^\d+$/.test(value)) {
    return {
      ok: false,
      message: `TRUST_PROXY=${value} would believe an X-Forwarded-For that a client writes itself. Give the addresses or ranges of your load balancers instead, e.g. TRUST_PROXY=10.0.0.5,10.1.0.0/16 (or false).`,
    };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const problems = entries.map(entryProblem).filter((p): p is string => p !== null);
  if (problems.length > 0) {
    return {
      ok: false,
      message: `TRUST_PROXY is a comma list of load balancer addresses or ranges (10.0.0.5,10.1.0.0/16): ${problems.join('; ')}.`,
    };
  }
  return { ok: true, value: entries };
}
