import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { startFakeServer, type RecordedRequest } from '../helpers/fake-http-server';

// A fake LeadConnector API v2 on loopback (docs/architecture.md#tests): POST /contacts/upsert keeps
// contacts by e-mail, GET /contacts/ answers a page. The test decides each answer.

/** What to do with a request: answer normally, with a status, or never. */
export type FakeReply =
  | { kind: 'normal' }
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  | { kind: 'hang' };

const upsertBody = z.object({
  locationId: z.string(),
  email: z.string(),
  name: z.string().optional(),
  source: z.string(),
  tags: z.array(z.string()),
});

export interface StoredContact {
  id: string;
  email: string;
  name: string | undefined;
  tags: string[];
}

export async function startFakeLeadConnector(
  decide: (request: RecordedRequest) => FakeReply = () => ({ kind: 'normal' }),
) {
  const contacts = new Map<string, StoredContact>();
  const fake = await startFakeServer((request, response) => {
    const reply = decide(request);
    if (reply.kind === 'hang') return;
    if (reply.kind === 'status') {
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(JSON.stringify({ message: `fake ${reply.status}` }));
      return;
    }
    answer(request, response);
  });

  function answer(request: RecordedRequest, response: ServerResponse) {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && request.url === '/contacts/upsert') {
      const parsed = upsertBody.safeParse(JSON.parse(request.body));
      if (!parsed.success) return json(422, { message: 'invalid body' });
      const existing = contacts.get(parsed.data.email);
      const contact: StoredContact = {
        id: existing?.id ?? `contact-${contacts.size + 1}`,
        email: parsed.data.email,
        name: parsed.data.name,
        tags: parsed.data.tags,
      };
      contacts.set(contact.email, contact);
      return json(existing ? 200 : 201, {
        new: !existing,
        contact: { id: contact.id },
        traceId: 't',
      });
    }
    if (request.method === 'GET' && request.url.startsWith('/contacts/?')) {
      return json(200, { contacts: [], meta: { total: 0 } });
    }
    return json(404, { message: 'not found' });
  }

  return { ...fake, contacts };
}

export type FakeLeadConnector = Awaited<ReturnType<typeof startFakeLeadConnector>>;

/** The most requests the fake saw in any window of `windowMs`. */
export function peakPerWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let peak = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= windowMs) start += 1;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}
