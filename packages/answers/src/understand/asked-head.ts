import { isStopword, words } from "../retrieval/query-terms.js";

/** Words after "what"/"how many" that are not the thing asked about ("what age", "how many times"). */
const NOT_HEAD = new Set(
  "age ages time times kind sort type types way ways sign signs temp temperature amount size number day days week weeks month months year years hours minutes".split(
    " ",
  ),
);

/**
 * The thing a "what/which/how many/how much X…" question asks about: "what toys are a choking
 * hazard" asks about toys, "how many meals should a 9 month old have" about meals. Null when the
 * question has no such head or its word only frames ("what age", "how many times").
 */
export function askedHead(question: string): string | null {
  const ws = words(question);
  for (let i = 0; i < ws.length - 1; i++) {
    const w = ws[i] as string;
    const next = ws[i + 1] as string;
    let head: string | undefined;
    if (w === "what" || w === "which") head = next;
    else if (w === "how" && (next === "many" || next === "much")) head = ws[i + 2];
    if (head === undefined) continue;
    // "what kind of food", "which type of car seat".
    if (/^(?:kind|sort|type|types|kinds)$/.test(head) && ws[i + 3] === "of") head = ws[i + 4];
    else if (/^(?:kind|sort|type|types|kinds)$/.test(head) && ws[i + 2] === "of") head = ws[i + 3];
    if (head === undefined || isStopword(head) || NOT_HEAD.has(head) || /^\d/.test(head))
      return null;
    return head;
  }
  return null;
}
