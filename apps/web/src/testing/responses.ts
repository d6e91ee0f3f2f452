/** A JSON answer as fetch would return it, for stubbed API calls in component tests. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The server's error envelope (ARCHITECTURE §5) with a status. */
export const errorResponse = (status: number, code: string, message: string) =>
  json({ error: { code, message } }, status);
