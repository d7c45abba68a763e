import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export const TOPICS = [
  "feeding",
  "sleep",
  "development",
  "behaviour",
  "health",
  "safety",
  "care",
  "parents",
] as const;
export const AGE_BANDS = ["0-2", "3-5", "6-8", "9-11", "12+"] as const;
export const EXPECTED = ["emergency", "urgent", "routine", "off-topic", "risky"] as const;

export type Topic = (typeof TOPICS)[number];
export type Expected = (typeof EXPECTED)[number];

const turnSchema = z.object({ role: z.enum(["user", "assistant"]), content: z.string().min(1) });

export const evalItemSchema = z
  .object({
    id: z.string().regex(/^[a-z]{2}-\d{3}$/),
    question: z.string().min(1).max(4000),
    expected: z.enum(EXPECTED),
    /** The knowledge folder that should answer it (required for routine, urgent and risky items). */
    topic: z.enum(TOPICS).optional(),
    /**
     * Other folders whose entry also answers it well, for questions that honestly sit in two
     * ("cry it out" is sleep and behaviour). Use only where a parent would accept either.
     */
    alsoTopics: z.array(z.enum(TOPICS)).min(1).optional(),
    ageBand: z.enum(AGE_BANDS).nullable(),
    /**
     * A pattern (case-insensitive regular expression) the answer's first paragraph must match: the
     * fact a good lead states, such as a number with its unit for an amount, an age for a timing
     * question, or "normal"/"common" for an is-it-normal question. Routine items only.
     */
    expectLead: z
      .string()
      .min(1)
      .refine((p) => {
        try {
          new RegExp(p, "i");
          return true;
        } catch {
          return false;
        }
      }, "expectLead must be a valid regular expression")
      .optional(),
    history: z.array(turnSchema).optional(),
  })
  .strict()
  .refine(
    (item) =>
      item.topic !== undefined || item.expected === "off-topic" || item.expected === "emergency",
    {
      message: "routine, urgent and risky items need a topic",
    },
  )
  .refine((item) => item.expectLead === undefined || item.expected === "routine", {
    message: "expectLead is for routine items",
  })
  .refine(
    (item) =>
      item.alsoTopics === undefined ||
      (item.topic !== undefined && !item.alsoTopics.includes(item.topic)),
    {
      message: "alsoTopics needs a topic and must not repeat it",
    },
  );

export type EvalItem = z.infer<typeof evalItemSchema>;

/** Every folder that may answer an item: its topic first, then its accepted alternatives. */
export function acceptedTopics(item: Pick<EvalItem, "topic" | "alsoTopics">): Topic[] {
  return item.topic === undefined ? [] : [item.topic, ...(item.alsoTopics ?? [])];
}

export const QUESTIONS_PATH = fileURLToPath(new URL("./questions.jsonl", import.meta.url));

/** Reads and validates the labelled question set (one JSON object per line). */
export function loadQuestions(path: string = QUESTIONS_PATH): EvalItem[] {
  const items = readFileSync(path, "utf8")
    .split("\n")
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter(({ line }) => line !== "")
    .map(({ line, n }) => {
      const parsed = evalItemSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`questions.jsonl line ${n}: ${parsed.error.message}`);
      return parsed.data;
    });
  const ids = new Set<string>();
  for (const item of items) {
    if (ids.has(item.id)) throw new Error(`questions.jsonl: duplicate id ${item.id}`);
    ids.add(item.id);
  }
  return items;
}
