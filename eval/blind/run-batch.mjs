// Runs a blind batch through the real HTTP API, as parents would: one visitor (cookie jar) per item,
// POST /api/chat, and the item's second turn (q2) in the same conversation. Saves the raw answers
// beside the batch; grading is done by a helper who did not write the batch.
//   node eval/blind/run-batch.mjs <batch.jsonl> <out.jsonl> [baseUrl=http://127.0.0.1:3000]
import { readFileSync, writeFileSync } from "node:fs";

const [batchPath, outPath, base = "http://127.0.0.1:3000"] = process.argv.slice(2);
if (!batchPath || !outPath) {
  console.error("usage: node eval/blind/run-batch.mjs <batch.jsonl> <out.jsonl> [baseUrl]");
  process.exit(2);
}

const items = readFileSync(batchPath, "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line));

/** One parent: keeps the cookies the server sets, like a browser tab. */
function visitor() {
  const jar = new Map();
  return async function send(message, conversationId) {
    const started = performance.now();
    const res = await fetch(`${base}/api/chat`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: base,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: JSON.stringify({ message, conversationId }),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    const body = await res.json().catch(() => null);
    const ms = Math.round(performance.now() - started);
    const a = body?.assistantMessage;
    if (!res.ok || !a)
      return { status: res.status, ms, error: body?.message ?? body?.error ?? null };
    return {
      status: res.status,
      ms,
      urgency: a.urgency ?? null,
      disposition: a.disposition ?? null,
      content: a.content,
      sources: (a.sources ?? []).map((s) => (s.url ? `${s.title ?? ""} <${s.url}>` : s)),
    };
  };
}

const out = [];
for (const item of items) {
  const send = visitor();
  const conversationId = `temp_${Date.now()}_${Math.random().toString(36).slice(2, 12)}`;
  const first = await send(item.q, conversationId);
  const row = { id: item.id, first };
  if (item.q2) row.second = await send(item.q2, conversationId);
  out.push(row);
  process.stdout.write(".");
}
writeFileSync(outPath, out.map((r) => JSON.stringify(r)).join("\n") + "\n");
const failures = out.filter((r) => r.first.status >= 500 || r.second?.status >= 500).length;
console.log(`\n${out.length} items → ${outPath} (${failures} with a 5xx)`);
