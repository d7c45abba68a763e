// REST routes: POST /api/auth/login, GET /api/auth/user, POST /api/auth/logout,
// DELETE /api/auth/delete-account, GET /api/login; and PUT /api/auth/region {region}, the
// parent's region for emergency numbers, kept in the profile.
import type { FastifyPluginAsync } from "fastify";
import {
  objectBody,
  procedureHandler,
  type Caller,
  type InputOf,
  type RestOptions,
} from "./caller.js";

export const authRoutes: FastifyPluginAsync<RestOptions> = async (app, { callerFor }) => {
  // The Firebase ID token comes in `Authorization: Bearer`; the body is only what the web sends
  // (docs/behaviour.md §3).
  app.post(
    "/api/auth/login",
    procedureHandler(callerFor, (caller, request) =>
      caller.auth.login(objectBody(request) as InputOf<Caller["auth"]["login"]>),
    ),
  );
  app.get(
    "/api/auth/user",
    procedureHandler(callerFor, (caller) => caller.auth.user()),
  );
  app.put(
    "/api/auth/region",
    procedureHandler(callerFor, (caller, request) =>
      caller.auth.setRegion(objectBody(request) as InputOf<Caller["auth"]["setRegion"]>),
    ),
  );
  app.post(
    "/api/auth/logout",
    procedureHandler(callerFor, (caller) => caller.auth.logout()),
  );
  app.delete(
    "/api/auth/delete-account",
    procedureHandler(callerFor, (caller) => caller.auth.deleteAccount()),
  );

  // A browser navigation (e.g. after a 401): the web app opens Google sign-in when it sees ?signin=1.
  // `next` brings the parent back to the chat they were on; only the app's own chat addresses are
  // followed, so the link cannot send anyone elsewhere.
  app.get<{ Querystring: { next?: unknown } }>("/api/login", async (request, reply) => {
    const next = request.query.next;
    const back = typeof next === "string" && SIGN_IN_RETURN.test(next) ? next : "/";
    return reply.redirect(`${back}?signin=1`, 302);
  });
};

/** Where GET /api/login may send the browser back to: the home page or one chat. */
const SIGN_IN_RETURN = /^\/(?:chat\/\d{1,15})?$/;
