// Calls /trpc the way @trpc/client's httpLink does (GET ?input= for queries, POST JSON for
// mutations), through inject(), and unwraps the answer.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export interface TrpcAnswer {
  response: LightMyRequestResponse;
  status: number;
  /** `result.data` of a success. */
  data: unknown;
  /** The error shape of a failure: { message, code, data: { code, httpStatus, path } }. */
  error: { message: string; data: { code: string; httpStatus: number } } | null;
}

function unwrap(response: LightMyRequestResponse): TrpcAnswer {
  const body = response.json() as { result?: { data?: unknown }; error?: TrpcAnswer["error"] };
  return {
    response,
    status: response.statusCode,
    data: body.result?.data,
    error: body.error ?? null,
  };
}

export async function trpcQuery(
  app: FastifyInstance,
  path: string,
  input?: unknown,
  headers: Record<string, string> = {},
): Promise<TrpcAnswer> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return unwrap(await app.inject({ method: "GET", url: `/trpc/${path}${query}`, headers }));
}

export async function trpcMutation(
  app: FastifyInstance,
  path: string,
  input?: unknown,
  headers: Record<string, string> = {},
): Promise<TrpcAnswer> {
  return unwrap(
    await app.inject({
      method: "POST",
      url: `/trpc/${path}`,
      headers: { "content-type": "application/json", ...headers },
      payload: input === undefined ? "" : JSON.stringify(input),
    }),
  );
}
