// After the run, the database itself is asked: is every acknowledged exchange there, whole and
// once, and is no exchange half-written? Plain SQL on a separate connection, engine by engine.
import { SQLite } from "@nestling/db";
import pg from "pg";
import type { Acknowledged } from "./load.js";

interface MessageRow {
  id: number;
  conversation_id: number;
  role: "user" | "assistant";
  content: string;
}

export interface Integrity {
  acknowledged: number;
  /** Acknowledged exchanges whose question or answer is missing, or not where the API said. */
  missing: number;
  /** Questions stored more than once. */
  duplicated: number;
  /** Conversations whose questions and answers do not pair up (a question without its answer). */
  halfWritten: number;
  /** Messages of the load in the database (acknowledged or not: a cut request may have committed). */
  stored: number;
}

async function loadMessages(databaseUrl: string): Promise<MessageRow[]> {
  const query = "SELECT id, conversation_id, role, content FROM messages ORDER BY id";
  if (databaseUrl.startsWith("postgres")) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<MessageRow>(query)).rows;
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(databaseUrl.replace(/^file:/, ""), { readonly: true });
  try {
    return db.prepare(query).all() as MessageRow[];
  } finally {
    db.close();
  }
}

export async function checkIntegrity(
  databaseUrl: string,
  acknowledged: Acknowledged[],
): Promise<Integrity> {
  const rows = await loadMessages(databaseUrl);
  const byId = new Map(rows.map((row) => [row.id, row]));
  let missing = 0;
  for (const chat of acknowledged) {
    const question = byId.get(chat.userMessageId);
    const answer = byId.get(chat.assistantMessageId);
    const whole =
      question?.role === "user" &&
      question.content === chat.question &&
      answer?.role === "assistant" &&
      answer.conversation_id === question.conversation_id &&
      (typeof chat.conversationId !== "number" || question.conversation_id === chat.conversationId);
    if (!whole) missing += 1;
  }
  const questions = new Map<string, number>();
  const balance = new Map<number, number>();
  for (const row of rows) {
    if (row.role === "user") questions.set(row.content, (questions.get(row.content) ?? 0) + 1);
    balance.set(
      row.conversation_id,
      (balance.get(row.conversation_id) ?? 0) + (row.role === "user" ? 1 : -1),
    );
  }
  return {
    acknowledged: acknowledged.length,
    missing,
    duplicated: [...questions.values()].filter((n) => n > 1).length,
    halfWritten: [...balance.values()].filter((n) => n !== 0).length,
    stored: rows.length,
  };
}

/** CPU time (ms) of the PostgreSQL backends serving `database` now, by process id. */
export async function postgresBackendCpu(
  serverUrl: string,
  database: string,
  cpuMs: (pid: number) => number,
): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [database],
    );
    return new Map(rows.map((row) => [row.pid, cpuMs(row.pid)]));
  } finally {
    await client.end();
  }
}
