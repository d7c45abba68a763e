// Means by kind and the lead/age/citation shares from a grader's grades file.
//   node eval/blind/summarize-grades.mjs <batch.jsonl> <grades.jsonl>
// A grades line: {"id", "turn": 1|2, "score": 0-3, "lead": "Y"|"P"|"N", "age": "Y"|"P"|"N"|"-", "cites": "Y"|"P"|"N", "note"}
import { readFileSync } from "node:fs";

const readJsonl = (p) =>
  readFileSync(p, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l));

const [batchPath, gradesPath] = process.argv.slice(2);
const kinds = new Map(readJsonl(batchPath).map((i) => [i.id, i.kind]));
const grades = readJsonl(gradesPath);

const byKind = new Map();
for (const g of grades) {
  const kind = g.turn === 2 ? `${kinds.get(g.id)} (2nd turn)` : kinds.get(g.id);
  if (!byKind.has(kind)) byKind.set(kind, []);
  byKind.get(kind).push(g);
}
const mean = (xs) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2);
const share = (gs, key) => {
  const rated = gs.filter((g) => g[key] && g[key] !== "-");
  const yes = rated.filter((g) => g[key] === "Y").length;
  return rated.length
    ? `${((100 * yes) / rated.length).toFixed(0)} % (${yes}/${rated.length})`
    : "–";
};
console.log(
  "| kind | n | mean 0–3 | zeros | lead answers (Y) | age honoured (Y) | citations support (Y) |",
);
console.log("|---|---|---|---|---|---|---|");
for (const [kind, gs] of [...byKind].sort()) {
  const zeros = gs.filter((g) => g.score === 0).length;
  console.log(
    `| ${kind} | ${gs.length} | ${mean(gs.map((g) => g.score))} | ${zeros} | ${share(gs, "lead")} | ${share(gs, "age")} | ${share(gs, "cites")} |`,
  );
}
console.log(
  `| all | ${grades.length} | ${mean(grades.map((g) => g.score))} | ${grades.filter((g) => g.score === 0).length} | ${share(grades, "lead")} | ${share(grades, "age")} | ${share(grades, "cites")} |`,
);
