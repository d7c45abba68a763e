import { loadKnowledge } from "./src/knowledge/load-knowledge.js";
import { SearchIndex } from "./src/retrieval/search-index.js";
import { triage } from "./src/triage/index.js";
const kb = loadKnowledge(); const index = SearchIndex.build(kb.entries);
for (const q of process.argv.slice(2)) {
  const t = triage(q);
  console.log(q, t.ageInMonths, index.terms(q));
  for (const h of index.search(q, { ageMonths: t.ageInMonths, ageStated: t.ageInMonths !== null, limit: 4 })) console.log("  ", h.entry.id, h.score.toFixed(1), h.topicMatch.toFixed(2), h.entry.ageMin, h.entry.ageMax);
}
