// GET /api/health: 200 once the server is listening (start scripts and deploy probes wait on it).
// It touches no procedure and no database, so it stays cheap under load.
import type { FastifyPluginAsync } from "fastify";

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/api/health", async () => ({ status: "ok" }));
};
