import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { KNOWLEDGE_DIR, loadSourceLists } from "../knowledge/load-knowledge.js";
import { parseProtocol } from "./parse-protocol.js";
import type { Protocol, ProtocolSign } from "./protocol.js";

/** The protocol folder shipped with this package. */
export const PROTOCOLS_DIR = fileURLToPath(new URL("../../protocols/", import.meta.url));

/** Files beside the protocols that are not protocols: the guide, the reference, the region table. */
const NOT_PROTOCOLS = new Set(["README.md", "red-flags.md", "regions.md"]);

export interface ProtocolCatalogue {
  protocols: Protocol[];
  /** Every sign by its id (unique across the catalogue). */
  signs: Map<string, ProtocolSign>;
  byId: Map<string, Protocol>;
  problems: Array<{ file: string; message: string }>;
}

/** Reads and checks every protocol file (README.md and other non-protocol files are skipped). */
export function loadProtocols(
  dir: string = PROTOCOLS_DIR,
  knownSources: ReadonlySet<string> = new Set(loadSourceLists(KNOWLEDGE_DIR).keys()),
): ProtocolCatalogue {
  const protocols: Protocol[] = [];
  const signs = new Map<string, ProtocolSign>();
  const byId = new Map<string, Protocol>();
  const problems: ProtocolCatalogue["problems"] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".md") && !NOT_PROTOCOLS.has(f))
    .sort()) {
    const parsed = parseProtocol(file, readFileSync(path.join(dir, file), "utf8"), knownSources);
    for (const message of parsed.problems) problems.push({ file, message });
    const p = parsed.protocol;
    if (!p) continue;
    protocols.push(p);
    byId.set(p.id, p);
    for (const sign of p.signs) {
      if (signs.has(sign.id) || (byId.has(sign.id) && sign.id !== p.id))
        problems.push({ file, message: `sign id ${sign.id} is used twice` });
      signs.set(sign.id, sign);
    }
  }
  // "While waiting: as <id>" / "Sources: as <id>": one text per situation, shared by reference.
  for (const sign of signs.values()) {
    const file = `${sign.protocolId}.md`;
    for (const [key, from] of [
      ["whileWaiting", sign.stepsFrom],
      ["sources", sign.sourcesFrom],
    ] as const) {
      if (!from) continue;
      const other = signs.get(from);
      if (!other || other[key === "whileWaiting" ? "stepsFrom" : "sourcesFrom"])
        problems.push({
          file,
          message: `sign ${sign.id}: "as ${from}" names no sign with its own text`,
        });
      else sign[key] = [...other[key]];
    }
  }
  // "State: replaces … when …" and "State: after a change of …" name signs of the catalogue, never
  // a state variant itself; a sign has at most one "after a change" variant.
  const variant = (id: string) => signs.get(id)!.state || signs.get(id)!.afterChangeOf;
  const recovered = new Set<string>();
  for (const sign of signs.values()) {
    for (const id of sign.afterChangeOf ?? [])
      if (recovered.has(id))
        problems.push({
          file: `${sign.protocolId}.md`,
          message: `sign ${id} has two "State: after a change of" variants`,
        });
      else recovered.add(id);
    const named = [
      ...(sign.state ? [...sign.state.replaces, ...sign.state.when] : []),
      ...(sign.afterChangeOf ?? []),
    ];
    for (const id of named)
      if (!signs.has(id) || variant(id))
        problems.push({
          file: `${sign.protocolId}.md`,
          message: `sign ${sign.id}: the state line names "${id}", which is not a plain sign`,
        });
  }
  return { protocols, signs, byId, problems };
}

let loaded: ProtocolCatalogue | null = null;

/**
 * The shipped catalogue, loaded once. Triage cannot work from a broken catalogue, so any problem
 * stops start-up with the list of what is wrong.
 */
export function catalogue(): ProtocolCatalogue {
  if (!loaded) {
    const c = loadProtocols();
    if (c.problems.length > 0)
      throw new Error(
        `Invalid triage protocols:\n${c.problems.map((p) => `  ${p.file}: ${p.message}`).join("\n")}`,
      );
    loaded = c;
  }
  return loaded;
}

/** A sign by id; a matcher naming a sign that is not in the catalogue is a programming error. */
export function sign(id: string): ProtocolSign {
  const s = catalogue().signs.get(id);
  if (!s) throw new Error(`No protocol sign "${id}" in packages/answers/protocols`);
  return s;
}

export function protocol(id: string): Protocol {
  const p = catalogue().byId.get(id);
  if (!p) throw new Error(`No protocol "${id}" in packages/answers/protocols`);
  return p;
}
