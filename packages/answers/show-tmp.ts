import { createAnswerEngine } from "./src/index.js";
const e = createAnswerEngine({ llm: null });
const now = new Date("2025-06-01T12:00:00Z");
const mia = { name: "Mia", dateOfBirth: "2025-01-25" };
const args = process.argv.slice(2);
let history: { role: "user" | "assistant"; content: string }[] = [];
for (const raw of args) {
  const withBaby = raw.startsWith("@");
  const q = withBaby ? raw.slice(1) : raw;
  const r = await e.answer({ question: q, history, now, ...(withBaby ? { baby: mia } : {}) });
  const text = r.kind === "answer" ? r.content.replace(/\]\([^)]*\)/g, "]") : r.message;
  console.log(`### ${q}  [${r.kind === "answer" ? r.meta.entryIds.join(",") : "off"}]\n${text}\n`);
  history = [...history, { role: "user", content: q }, { role: "assistant", content: r.kind === "answer" ? r.content : "" }];
}
