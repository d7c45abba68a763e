import { authRouter } from "./routers/auth";
import { babyProfileRouter } from "./routers/baby-profile";
import { chatRouter } from "./routers/chat";
import { configRouter } from "./routers/config";
import { conversationsRouter } from "./routers/conversations";
import { debugRouter } from "./routers/debug";
import { feedbackRouter } from "./routers/feedback";
import { legalRouter } from "./routers/legal";
import { sharesRouter } from "./routers/shares";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  auth: authRouter,
  conversations: conversationsRouter,
  chat: chatRouter,
  babyProfile: babyProfileRouter,
  feedback: feedbackRouter,
  legal: legalRouter,
  shares: sharesRouter,
  config: configRouter,
  debug: debugRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side calls (the REST adapter): `createCaller(await createContext(deps, http)).chat.send(…)`. */
export const createCaller = createCallerFactory(appRouter);
