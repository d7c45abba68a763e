// REST routes: GET /api/baby-profile (404 means none), POST /api/baby-profile → {isNewProfile, …}.
import type { FastifyPluginAsync } from "fastify";
import {
  objectBody,
  procedureHandler,
  type Caller,
  type InputOf,
  type RestOptions,
} from "./caller.js";

export const babyProfileRoutes: FastifyPluginAsync<RestOptions> = async (app, { callerFor }) => {
  app.get(
    "/api/baby-profile",
    procedureHandler(callerFor, (caller) => caller.babyProfile.get()),
  );
  app.post(
    "/api/baby-profile",
    procedureHandler(callerFor, (caller, request) =>
      caller.babyProfile.save(objectBody(request) as InputOf<Caller["babyProfile"]["save"]>),
    ),
  );
};
