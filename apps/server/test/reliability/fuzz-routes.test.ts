import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/http/route-table';
import { signIn } from '../auth/auth-helpers';
import { buildTestApp, testConfig } from '../helpers/build-test-app';
import { subscribe } from '../helpers/subscriber';

// No input gives a 5xx (docs/architecture.md, security baseline): 10,000 generated requests
// over every registered route, as every kind of caller, with hostile path parameters, queries
// and bodies. A fixed seed keeps a failure reproducible.
const REQUESTS = 10_000;
const SEED = 20261124;

const { app, database } = await buildTestApp({
  config: testConfig({ ADMIN_EMAILS: 'fuzz-admin@example.com' }),
  authLimits: {
    perIpPerMinute: { requestCode: 100_000, verifyCode: 100_000, checkUsername: 100_000 },
  },
});

async function tokens(target: FastifyInstance): Promise<(string | null)[]> {
  const user = await signIn(target, database, 'fuzz-user@example.com');
  const subscriber = await signIn(target, database, 'fuzz-sub@example.com');
  await subscribe(target, { authorization: `Bearer ${subscriber.token}` });
  const admin = await signIn(target, database, 'fuzz-admin@example.com');
  return [null, user.token, subscriber.token, admin.token];
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>',
    '𝔍🃏',
  ),
  fc.string({ minLength: 2_000, maxLength: 5_000 }),
);
const hostileNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(2 ** 31, 2 ** 53 + 1, 1e308, -1e308, -0, Number.MAX_SAFE_INTEGER),
  fc.integer(),
);
const { tree: hostileJson } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('tree'), { maxLength: 6 }),
    fc.dictionary(
      fc.oneof(
        hostileString,
        fc.constantFrom(
          'cards',
          'jokers',
          'held',
          'played',
          'email',
          'code',
          'baseRevision',
          'state',
          '__proto__',
          'constructor',
        ),
      ),
      tie('tree'),
      { maxKeys: 6 },
    ),
  ),
}));

function fillPath(url: string, values: string[]): string {
  let index = 0;
  return url
    .replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[index++ % values.length] ?? 'x'))
    .replace(/\*$/, () => encodeURIComponent(values[0] ?? 'x'));
}

describe('fuzzing every route', () => {
  it(`answers ${REQUESTS} generated requests without a single 5xx`, async () => {
    const callers = await tokens(app);
    // Signing out would end the callers' sessions for the rest of the run.
    const routes = listRoutes(app).filter(
      (route) => route.method !== 'HEAD' && route.url !== '/api/logout',
    );
    const request = fc.record({
      route: fc.constantFrom(...routes),
      caller: fc.constantFrom(...callers),
      params: fc.array(hostileString, { minLength: 1, maxLength: 3 }),
      query: fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 }), {
        maxKeys: 4,
      }),
      body: hostileJson,
      ip: fc.ipV4(),
    });
    const samples = fc.sample(request, { numRuns: REQUESTS, seed: SEED });
    const failures: string[] = [];
    for (const sample of samples) {
      const method = sample.route.method as 'GET';
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const response = await app.inject({
        method,
        url: fillPath(sample.route.url, sample.params),
        query: sample.query,
        remoteAddress: sample.ip,
        headers: {
          ...(sample.caller ? { authorization: `Bearer ${sample.caller}` } : {}),
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(hasBody ? { payload: JSON.stringify(sample.body) } : {}),
      });
      if (response.statusCode >= 500) {
        failures.push(
          `${method} ${sample.route.url} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
    expect(samples).toHaveLength(REQUESTS);
    expect(failures).toEqual([]);
  }, 600_000);
});
