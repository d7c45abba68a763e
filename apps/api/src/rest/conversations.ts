// REST routes: GET/POST /api/conversations, GET /api/conversations/page?cursor=&limit= (the
// history a page at a time), GET /api/conversations/search?q=&limit=, GET/PATCH/DELETE
// /api/conversations/{id} (PATCH renames: {title}), GET /api/conversations/{id}/messages, and
// GET /api/conversations/{id}/export (the conversation as a Markdown file to download).
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { refusal } from "@nestling/router";
import {
  objectBody,
  paramProcedure,
  procedureHandler,
  type Caller,
  type InputOf,
  type RestOptions,
} from "./caller.js";

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithQuery = FastifyRequest<{ Querystring: Record<string, string | string[] | undefined> }>;

/** A query-string parameter given once; repeated ones are a clear 400 rather than a guess. */
function single(request: WithQuery, name: string): string | undefined {
  const value = request.query[name];
  if (Array.isArray(value)) throw refusal("INVALID_INPUT", `${name}: give it once`);
  return value;
}

export const conversationRoutes: FastifyPluginAsync<RestOptions> = async (app, { callerFor }) => {
  app.get(
    "/api/conversations",
    procedureHandler(callerFor, (caller) => caller.conversations.list()),
  );
  app.get(
    "/api/conversations/page",
    procedureHandler<WithQuery>(callerFor, (caller, request) =>
      caller.conversations.page({
        cursor: single(request, "cursor"),
        limit: single(request, "limit"),
      } as InputOf<Caller["conversations"]["page"]>),
    ),
  );
  app.get(
    "/api/conversations/search",
    procedureHandler<WithQuery>(callerFor, (caller, request) =>
      caller.conversations.search({
        query: single(request, "q") ?? "",
        limit: single(request, "limit"),
      } as InputOf<Caller["conversations"]["search"]>),
    ),
  );
  app.post(
    "/api/conversations",
    procedureHandler(
      callerFor,
      (caller, request) =>
        caller.conversations.create(
          objectBody(request) as InputOf<Caller["conversations"]["create"]>,
        ),
      201,
    ),
  );
  app.get(
    "/api/conversations/:id",
    paramProcedure(callerFor, "id", (caller) => caller.conversations.byId),
  );
  app.patch(
    "/api/conversations/:id",
    paramProcedure(callerFor, "id", (caller) => caller.conversations.rename, { body: true }),
  );
  app.delete(
    "/api/conversations/:id",
    paramProcedure(callerFor, "id", (caller) => caller.conversations.delete),
  );
  app.get("/api/conversations/:id/export", async (request, reply) => {
    const caller = await callerFor(request, reply);
    const { id } = (request as WithId).params;
    const file = await caller.conversations.export({ id } as InputOf<
      Caller["conversations"]["export"]
    >);
    // The file name is a slug of letters, digits and hyphens: safe in the header as it is.
    return reply
      .type("text/markdown; charset=utf-8")
      .header("content-disposition", `attachment; filename="${file.fileName}"`)
      .send(file.markdown);
  });
  app.get(
    "/api/conversations/:id/messages",
    paramProcedure(callerFor, "id", (caller) => caller.conversations.messages),
  );
};
