import { http, HttpResponse } from "msw";

/** Where test tRPC clients send calls (absolute: Node's fetch has no page to resolve against). */
export const TEST_TRPC_URL = "http://localhost/trpc";

/** Thrown by a fake procedure to answer the way the API's error formatter does. */
/** The reason the API gives a refusal raised without one, from its code (as the router does). */
const REASON_FOR_CODE: Record<string, string> = {
  UNAUTHORIZED: "SIGN_IN_REQUIRED",
  NOT_FOUND: "NOT_FOUND",
  FORBIDDEN: "CROSS_SITE",
  TOO_MANY_REQUESTS: "RATE_LIMITED",
  PRECONDITION_FAILED: "SIGN_IN_UNAVAILABLE",
  INTERNAL_SERVER_ERROR: "INTERNAL",
};

export class ApiTestError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message = code,
    readonly reason: string = REASON_FOR_CODE[code] ?? "BAD_REQUEST",
  ) {
    super(message);
  }
}

export type FakeProcedures = Record<string, (input: unknown) => unknown>;
export interface RecordedCall {
  path: string;
  input: unknown;
}

/**
 * An msw handler answering tRPC calls (GET queries, POST mutations, batched or not, no
 * transformer) from `procedures`, recording each call. Unknown procedures answer NOT_FOUND.
 */
export function fakeTrpc(procedures: FakeProcedures, calls: RecordedCall[] = []) {
  return http.all(`${TEST_TRPC_URL}/:paths`, async ({ request, params }) => {
    const url = new URL(request.url);
    const paths = String(params.paths).split(",");
    const batch = url.searchParams.get("batch") === "1";
    const raw = request.method === "GET" ? url.searchParams.get("input") : await request.text();
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    const results = await Promise.all(
      paths.map(async (path, i) => {
        const input = batch ? (parsed as Record<string, unknown> | undefined)?.[i] : parsed;
        calls.push({ path, input });
        try {
          const procedure = procedures[path];
          if (!procedure) throw new ApiTestError("NOT_FOUND", 404, `No fake for ${path}`);
          return { status: 200, body: { result: { data: await procedure(input) } } };
        } catch (error) {
          if (!(error instanceof ApiTestError)) throw error;
          return {
            status: error.httpStatus,
            body: {
              error: {
                code: -32600,
                message: error.message,
                data: {
                  code: error.code,
                  reason: error.reason,
                  httpStatus: error.httpStatus,
                  path,
                },
              },
            },
          };
        }
      }),
    );
    const statuses = new Set(results.map((r) => r.status));
    return HttpResponse.json(batch ? results.map((r) => r.body) : results[0]!.body, {
      status: statuses.size === 1 ? results[0]!.status : 207,
    });
  });
}
