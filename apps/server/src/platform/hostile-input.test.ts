import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app';
import { createGig, createUser } from '../test/factories';
import { createTestApp, JSON_HEADERS } from '../test/test-app';

/**
 * Hostile input (docs/decisions/008): whatever a client sends, the answer is never a 5xx. Every route the app registers
 * is collected as it is added (so a route added later is thrown at too) and called, logged out and logged in, with
 * hostile values in its path parameters, query, JSON body and raw body. fast-check picks the mix; the run is bounded (a
 * few hundred requests) and its seed is printed on failure so a case can be replayed.
 */

interface Route {
  method: string;
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
}

const routes: Route[] = [];
const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};
const collect = (route: RouteOptions) => {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
  for (const method of methods)
    routes.push({
      method,
      url: route.url,
      bodyKeys: keysOf(schema.body),
      // A GET without a query schema may still read the query (the dev mailbox's `to`): probe one key.
      queryKeys: schema.querystring ? keysOf(schema.querystring) : method === 'GET' ? ['to'] : [],
    });
};

const cursorOf = (o: string, k: unknown[]) => Buffer.from(JSON.stringify({ o, k })).toString('base64url');
const CURSORS = [
  cursorOf('newest', ['0000-01-01T00:00:00.000000Z', 'x']),
  cursorOf('createdAt', ['0000-12-31T23:59:59.999999Z', 'x']),
  cursorOf('createdAt', ['2025-02-30T00:00:00.000000Z', 'x']),
  cursorOf('sales', ['99999999999', 'x']),
  cursorOf('price', ['-2147483649', 'x']),
  cursorOf('relevance', ['1e400', '1', 'x']),
  cursorOf('sales', [{ a: 1 }, ['x']]),
  cursorOf('sales', ['1', 'a\u0000b']),
  'not base64 at all!',
  '%00',
  'e30',
];

const LONG = 'a'.repeat(100_000);
/** Strings an attacker would try: NUL, lone surrogates, huge, backtracking bait, impossible dates, cursors. */
const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  LONG,
  `a@${'a.'.repeat(30_000)}`,
  `${'a'.repeat(50_000)}@`,
  '0000-01-01',
  '0000-00-00',
  '2025-02-30',
  '-271821-04-20',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01T00:00:00.000000Z',
  '99:99',
  '1e400',
  '-1',
  '99999999999999999999999',
  'NaN',
  '',
  ' ',
  '%',
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '@all',
  ...CURSORS,
];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\uD800', '\uDC00', 'a', '.', '@'), maxLength: 60 }),
  },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER * 1024, -1, -(2 ** 31) - 1, 2 ** 31, 0.5, 0),
  },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constant({ a: { b: ['\u0000', { c: LONG }] } }) },
  { weight: 1, arbitrary: fc.array(hostileString, { minLength: 1, maxLength: 40 }) },
);

/** Percent-encodes what encodeURIComponent can (it throws on lone surrogates); those go as raw bad escapes. */
const inUrl = (value: unknown): string => {
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};
const RAW_PATH_SEGMENTS = ['%00', '%ED%A0%80', '%FF', '%', '%E0%A4', `${'%00'.repeat(20)}`, LONG];

const BROKEN_JSON = [
  '{',
  '{"a":',
  '[',
  'nul',
  '"\\u0000"',
  '{"a":"\\ud800"}',
  '{"a":1}garbage',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '['.repeat(50_000),
];
const BOUNDARY = 'gbfuzz';
const BROKEN_MULTIPART: Array<{ type: string; body: string }> = [
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: 'garbage' },
  { type: 'multipart/form-data', body: `--${BOUNDARY}\r\n` },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc`,
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="visibility"\r\n\r\n${'x'.repeat(5000)}\r\n--${BOUNDARY}--\r\n`,
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="\u0000"\r\nContent-Type: image/png\r\n\r\n\u0000\r\n--${BOUNDARY}--\r\n`,
  },
];

type Target =
  | { kind: 'param'; value: unknown }
  | { kind: 'rawParam'; segment: string }
  | { kind: 'query'; key: number; value: unknown }
  | { kind: 'body'; values: unknown[] }
  | { kind: 'wholeBody'; value: unknown }
  | { kind: 'brokenJson'; body: string }
  | { kind: 'brokenMultipart'; index: number };

const hasParams = (route: Route) => /:\w|\*/.test(route.url);
const hasBody = (route: Route) => route.method !== 'GET' && route.method !== 'DELETE';

/** What fast-check may vary on this route: only the parts the route has. */
function targetsFor(route: Route): fc.Arbitrary<Target> {
  const options: Array<fc.Arbitrary<Target>> = [];
  if (hasParams(route)) {
    options.push(fc.record({ kind: fc.constant('param' as const), value: hostileValue }));
    options.push(fc.record({ kind: fc.constant('rawParam' as const), segment: fc.constantFrom(...RAW_PATH_SEGMENTS) }));
  }
  if (route.queryKeys.length)
    options.push(fc.record({ kind: fc.constant('query' as const), key: fc.nat(), value: hostileValue }));
  if (hasBody(route)) {
    const values = fc.array(hostileValue, { minLength: 8, maxLength: 8 });
    options.push(fc.record({ kind: fc.constant('body' as const), values }));
    options.push(fc.record({ kind: fc.constant('wholeBody' as const), value: hostileValue }));
    options.push(fc.record({ kind: fc.constant('brokenJson' as const), body: fc.constantFrom(...BROKEN_JSON) }));
    options.push(
      fc.record({ kind: fc.constant('brokenMultipart' as const), index: fc.nat(BROKEN_MULTIPART.length - 1) }),
    );
  }
  return options.length ? fc.oneof(...options) : fc.constant({ kind: 'query', key: 0, value: 'x' } as Target);
}

/** The cases every route meets before the random ones: each hostile kind once in each part it has. */
const CORE_VALUES: unknown[] = ['a\u0000b', 'x\uD800y', LONG, -1e308, { a: ['\u0000'] }];
function examplesFor(route: Route): Array<[Target]> {
  const out: Target[] = [];
  if (hasParams(route)) {
    for (const value of CORE_VALUES.slice(0, 3)) out.push({ kind: 'param', value });
    out.push({ kind: 'rawParam', segment: '%ED%A0%80' });
  }
  // Every query key gets a NUL, and one of the other core values in turn.
  route.queryKeys.forEach((_key, i) => {
    out.push({ kind: 'query', key: i, value: CORE_VALUES[0] });
    out.push({ kind: 'query', key: i, value: CORE_VALUES[1 + (i % (CORE_VALUES.length - 1))] });
  });
  if (route.queryKeys.includes('cursor'))
    for (const c of CURSORS.slice(0, 3)) out.push({ kind: 'query', key: route.queryKeys.indexOf('cursor'), value: c });
  if (hasBody(route)) {
    for (const value of CORE_VALUES) out.push({ kind: 'body', values: [value] });
    out.push({ kind: 'body', values: ['0000-01-01'] });
    out.push({ kind: 'brokenJson', body: '{"a":' });
    out.push({ kind: 'brokenJson', body: '{"__proto__":{"isAdmin":true}}' });
    out.push({ kind: 'brokenMultipart', index: 2 });
  }
  return out.map((t) => [t]);
}

let app: App;
let cookie: string;
let login: () => Promise<string>;
let gigId: string;
const seen: Array<{ route: string; status: number }> = [];

beforeAll(async () => {
  app = await createTestApp({}, { onRoute: collect });
  const seller = await createUser(app, { isSeller: true });
  gigId = (await createGig(app, { userId: seller.user.id })).id;
  const user = await createUser(app);
  cookie = user.cookie;
  login = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: { username: user.user.username, password: 'secret123' },
    });
    return `gb_session=${res.cookies.find((c) => c.name === 'gb_session')?.value}`;
  };
});
afterAll(async () => {
  await app?.close();
});

/** The benign value of a path parameter, so a hostile body or query is what gets judged. */
const benignParam = (name: string) => (name === 'gigId' ? gigId : 'not-a-real-id');

function buildRequest(route: Route, t: Target) {
  const params = route.url.match(/:\w+|\*/g) ?? [];
  let url = route.url;
  for (const p of params) {
    const value =
      t.kind === 'param'
        ? inUrl(t.value)
        : t.kind === 'rawParam'
          ? t.segment
          : p === '*'
            ? 'x'
            : benignParam(p.slice(1));
    url = url.replace(p, value);
  }
  if (t.kind === 'query' && route.queryKeys.length)
    url += `?${route.queryKeys[t.key % route.queryKeys.length]}=${inUrl(t.value)}`;
  const headers: Record<string, string> = { 'x-requested-with': 'fetch' };
  let payload: string | undefined;
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    headers['content-type'] = 'application/json';
    if (t.kind === 'body') {
      const keys = route.bodyKeys.length ? route.bodyKeys : ['file', 'visibility', 'value'];
      payload = JSON.stringify(Object.fromEntries(keys.map((k, i) => [k, t.values[i % t.values.length]])));
    } else if (t.kind === 'wholeBody') payload = JSON.stringify(t.value);
    else if (t.kind === 'brokenJson') payload = t.body;
    else if (t.kind === 'brokenMultipart') {
      headers['content-type'] = BROKEN_MULTIPART[t.index]!.type;
      payload = BROKEN_MULTIPART[t.index]!.body;
    } else payload = '{}';
  }
  return { method: route.method as 'GET', url, headers, payload };
}

async function throwAt(route: Route, t: Target, session: string | undefined) {
  const req = buildRequest(route, t);
  const res = await app.inject({ ...req, headers: { ...req.headers, ...(session ? { cookie: session } : {}) } });
  seen.push({ route: `${route.method} ${route.url}`, status: res.statusCode });
  expect(res.statusCode, `${req.method} ${req.url.slice(0, 200)} ${t.kind} → ${res.body.slice(0, 300)}`).toBeLessThan(
    500,
  );
}

it('collects every registered route, the API and the rest', () => {
  const names = routes.map((r) => `${r.method} ${r.url}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'POST /api/auth/send-otp',
      'PUT /api/users/update-bio',
      'GET /api/gigs',
      'POST /api/uploads',
    ]),
  );
  expect(names.some((n) => n.startsWith('GET /healthz'))).toBe(true);
  expect(routes.length).toBeGreaterThan(25);
});

it('never answers 5xx to hostile input on any route, logged out or in, and stays healthy', async () => {
  const runsPerRoute = 3;
  for (const route of routes) {
    // fast-check counts the examples in numRuns: they come first, then the random runs.
    const examples = examplesFor(route);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(targetsFor(route), async (t) => {
        // The fixed examples alternate between logged out and logged in (validation comes before the login
        // check on almost every route, so both see the same checks); the random runs try both.
        const random = run++ >= examples.length;
        if (random || run % 2 === 1) await throwAt(route, t, undefined);
        if (random || run % 2 === 0) await throwAt(route, t, cookie);
        // Logout (or a password change) ends the session on purpose; the next calls need a live one.
        const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
        if (me.statusCode !== 200) cookie = await login();
      }),
      { numRuns: examples.length + runsPerRoute, examples, endOnFailure: true },
    );
  }
  expect(seen.length).toBeGreaterThan(200);
  console.log(`hostile input: ${seen.length} requests on ${routes.length} routes`);
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  expect(health.statusCode).toBe(200);
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(200);
}, 120_000);
