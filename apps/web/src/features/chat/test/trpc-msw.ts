import { http, HttpResponse } from "msw";

export const TRPC_TEST_URL = "http://localhost/trpc";

/** Thrown by a test resolver to answer like the API's error formatter does. */
export class TrpcTestError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

/** `never` lets each resolver declare the input it expects. */
export type TrpcResolver = (input: never) => unknown;
export type TrpcProcedures = Record<string, TrpcResolver>;

export interface TrpcCall {
  path: string;
  input: unknown;
}

type Outcome = { ok: true; data: unknown } | { ok: false; error: TrpcTestError };

/**
 * One msw handler that speaks tRPC's HTTP protocol (batched or not, GET queries and POST mutations,
 * no transformer) for the given procedures, and records every call for assertions.
 */
export function trpcHandler(procedures: TrpcProcedures, calls: TrpcCall[] = []) {
  return http.all(`${TRPC_TEST_URL}/:paths`, async ({ request, params }) => {
    const url = new URL(request.url);
    const paths = String(params.paths).split(",");
    const batched = url.searchParams.get("batch") === "1";
    const rawInput =
      request.method === "GET"
        ? url.searchParams.get("input")
        : await request.text().then((text) => (text === "" ? null : text));
    const parsed: unknown = rawInput ? JSON.parse(rawInput) : undefined;
    const inputs = paths.map((_, index) =>
      batched ? (parsed as Record<string, unknown> | undefined)?.[String(index)] : parsed,
    );

    const outcomes: Outcome[] = [];
    for (const [index, path] of paths.entries()) {
      calls.push({ path, input: inputs[index] });
      const resolver = procedures[path];
      try {
        if (!resolver) throw new TrpcTestError("NOT_FOUND", 404, `No test procedure "${path}"`);
        outcomes.push({ ok: true, data: await (resolver as (input: unknown) => unknown)(inputs[index]) });
      } catch (error) {
        if (!(error instanceof TrpcTestError)) throw error;
        outcomes.push({ ok: false, error });
      }
    }

    const bodies = outcomes.map((outcome, index) =>
      outcome.ok
        ? { result: { data: outcome.data } }
        : {
            error: {
              code: -32600,
              message: outcome.error.message,
              data: { code: outcome.error.code, httpStatus: outcome.error.httpStatus, path: paths[index] },
            },
          },
    );
    const statuses = new Set(outcomes.map((o) => (o.ok ? 200 : o.error.httpStatus)));
    const status = statuses.size === 1 ? [...statuses][0]! : 207;
    return HttpResponse.json(batched ? bodies : bodies[0], { status });
  });
}
