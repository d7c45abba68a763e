import { catalogue } from "../protocols/load-protocols.js";
import type { ProtocolSign } from "../protocols/protocol.js";
import { signMatch } from "./rule.js";
import type { RedFlagMatch } from "./types.js";

let variants: ProtocolSign[] | null = null;

/** The catalogue's state variants ("State: replaces … when …"), read once. */
function stateVariants(): ProtocolSign[] {
  variants ??= [...catalogue().signs.values()].filter((s) => s.state);
  return variants;
}

/**
 * The state the parent reports picks the script: a situation found beside a state its protocol
 * names (choking, and now limp) becomes that protocol's variant for the state (start CPR), in the
 * situation's place. What each state means is written in the protocol files, not here.
 */
export function withStates(matches: readonly RedFlagMatch[]): RedFlagMatch[] {
  const found = new Set(matches.map((m) => m.id));
  let out = [...matches];
  for (const v of stateVariants()) {
    const { replaces, when } = v.state!;
    if (!when.some((id) => found.has(id))) continue;
    if (!out.some((m) => replaces.includes(m.id))) continue;
    // The variant joins the two findings: it takes the place of whichever came first.
    const at = out.findIndex((m) => replaces.includes(m.id) || when.includes(m.id));
    out = out.filter((m) => !replaces.includes(m.id));
    out.splice(Math.min(at, out.length), 0, signMatch(v.id));
  }
  return out;
}
