// REST handlers translate HTTP to a procedure call and back; this is the one way they reach a procedure.
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { refusal, type appRouter } from "@nestling/router";

export type Caller = ReturnType<typeof appRouter.createCaller>;
/** Builds the tRPC context for this request (session cookie, Authorization header) and a caller on it. */
export type CallerFor = (request: FastifyRequest, reply: FastifyReply) => Promise<Caller>;

export interface RestOptions {
  callerFor: CallerFor;
}

/**
 * A procedure's input type. REST hands raw JSON to the procedure as this type: the procedure's zod
 * parser is what validates it, exactly as for a /trpc call.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type InputOf<P extends (input: any) => unknown> = Parameters<P>[0];

/** The JSON body as an object: none counts as `{}`, anything but an object is a 400. */
export function objectBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) {
    throw refusal("BAD_REQUEST", "The request body must be a JSON object.");
  }
  return body as Record<string, unknown>;
}

/**
 * A route handler that calls one procedure and answers with its result as JSON (a procedure with no
 * result answers `null`, so clients can always parse the body). Errors go to the one error handler.
 */
export function procedureHandler<Request extends FastifyRequest>(
  callerFor: CallerFor,
  call: (caller: Caller, request: Request) => Promise<unknown>,
  statusCode = 200,
): RouteHandlerMethod {
  return async function handle(request, reply) {
    const caller = await callerFor(request, reply);
    const result = await call(caller, request as Request);
    return reply.code(statusCode).send(result ?? null);
  } as RouteHandlerMethod;
}

/** Where a path-parameter route's procedure input comes from (see `paramProcedure`). */
export interface ParamInput {
  /** The input field the path parameter fills (default: the parameter's own name). */
  field?: string;
  /** Whether the JSON body's fields join the input (the path parameter wins on a clash). */
  body?: boolean;
  statusCode?: number;
}

/**
 * A route handler for a procedure about the thing a path parameter names (`/:id`, `/:token`): the
 * parameter goes in as it came, a string, and the procedure's parser turns it into an id or
 * refuses it, with the same error as over /trpc. `procedure` picks the procedure from the caller.
 */
export function paramProcedure(
  callerFor: CallerFor,
  param: string,
  procedure: (caller: Caller) => (input: never) => Promise<unknown>,
  { field = param, body = false, statusCode = 200 }: ParamInput = {},
): RouteHandlerMethod {
  return procedureHandler<FastifyRequest<{ Params: Record<string, string> }>>(
    callerFor,
    (caller, request) =>
      procedure(caller)({
        ...(body ? objectBody(request) : {}),
        [field]: request.params[param],
      } as never),
    statusCode,
  );
}
