// The REST adapter: every documented REST route calls its tRPC procedure through a server-side
// caller, so both ways in share validation, rules and errors (REST handlers only translate HTTP).
// A sibling of the /trpc plugin, because tRPC's plugin replaces the JSON body parser in its scope.
import type { FastifyPluginAsync } from "fastify";
import type { RateLimits } from "../http/chat-rate-limit.js";
import { authRoutes } from "./auth.js";
import { babyProfileRoutes } from "./baby-profile.js";
import type { RestOptions } from "./caller.js";
import { chatRoutes } from "./chat.js";
import { configRoutes } from "./config.js";
import { conversationRoutes } from "./conversations.js";
import { debugRoutes } from "./debug.js";
import { feedbackRoutes } from "./feedback.js";
import { healthRoutes } from "./health.js";
import { legalAcceptanceRoutes } from "./legal-acceptance.js";
import { shareRoutes } from "./shares.js";

export const restApi: FastifyPluginAsync<RestOptions & { limits: RateLimits }> = async (
  app,
  options,
) => {
  // The API speaks JSON only: anything else is a 415, not a string handed to a procedure.
  app.removeContentTypeParser("text/plain");
  // Browsers' fetch may label a body-less POST/DELETE as JSON; an empty body is then "no input".
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    return parseJson(request, text, done);
  });

  await app.register(healthRoutes);
  await app.register(authRoutes, options);
  await app.register(conversationRoutes, options);
  await app.register(shareRoutes, options);
  await app.register(chatRoutes, options);
  await app.register(babyProfileRoutes, options);
  await app.register(feedbackRoutes, options);
  await app.register(legalAcceptanceRoutes, options);
  await app.register(configRoutes, options);
  await app.register(debugRoutes, options);
};
