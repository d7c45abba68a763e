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
  // The Firebase ID token comes in `Authorization: Bearer`; the body is only what the spec sends.
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
  app.get("/api/login", async (_request, reply) => reply.redirect("/?signin=1", 302));
};
