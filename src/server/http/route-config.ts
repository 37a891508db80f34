// What a route may say about itself in its `config`, beyond Fastify's own options.
// (`allowCrossSite` is declared next to the guard that reads it, in same-origin.ts.)

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why the generated sweeps of tests/api/bad-input.test.ts (bad input, signed out, cross
     * site) cannot test this route as they test a JSON route: a route outside the JSON rules,
     * such as RFC 8058 one-click unsubscribe. The sweep then runs the cases written by hand for
     * it in tests/api/bad-input-endpoints.ts, and fails when there are none.
     */
    sweepExemption?: string;
  }
}

export {};
