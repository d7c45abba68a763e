/**
 * The triage protocol catalogue's shapes (see protocols/README.md for the file format).
 *
 * Dispositions follow the levels of pediatric telephone triage. The API keeps a coarser `urgency`:
 * 911 and ER are emergencies, calling the doctor now or within 24 hours is urgent, home care is routine.
 */
export const DISPOSITIONS = ["911", "er", "call-now", "call-24h", "home"] as const;
export type Disposition = (typeof DISPOSITIONS)[number];

export type Urgency = "emergency" | "urgent" | "routine";

export function urgencyOf(disposition: Disposition): Urgency {
  if (disposition === "911" || disposition === "er") return "emergency";
  if (disposition === "call-now" || disposition === "call-24h") return "urgent";
  return "routine";
}

/** Lower is more urgent. */
export const DISPOSITION_RANK: Record<Disposition, number> = {
  "911": 0,
  er: 1,
  "call-now": 2,
  "call-24h": 3,
  home: 4,
};

/** One finding of a protocol, with the level it leads to and what to tell the parent. */
export interface ProtocolSign {
  /** Unique across the catalogue; matchers refer to it. */
  id: string;
  protocolId: string;
  disposition: Disposition;
  label: string;
  /** The signs in plain clinical words, for the reviewer (not shown to parents). */
  signs: string;
  /** The first line of the answer. */
  action: string;
  whileWaiting: string[];
  sources: string[];
  /**
   * The sign describes the child's state (floppy, blue, not breathing, bleeding heavily) rather than
   * a situation (heatstroke, choking, a poison): when a situation sign is also found, its script
   * leads the card (front matter `general: id, id`).
   */
  general: boolean;
  /** "While waiting: as <sign-id>": the steps are that sign's (one text per situation). */
  stepsFrom?: string;
  /** "Sources: as <sign-id>": the sources are that sign's. */
  sourcesFrom?: string;
  /**
   * "State: replaces <id>, <id> when <id>, <id>": this sign is the same situation in another state
   * of the child (choking, and now limp): it takes the place of the signs it replaces whenever one
   * of the state signs is also found. Never matched on its own.
   */
  state?: { replaces: string[]; when: string[] };
  /**
   * "State: after a change of <id>, <id>": what a child who had one of these signs and now seems
   * well again still needs (a child who stopped breathing, went blue or collapsed is seen in the
   * emergency department now, even when pink and awake). It takes the place of the protocol's
   * "After a change" for those signs. Never matched on its own.
   */
  afterChangeOf?: string[];
}

/** One row of a protocol's phrasing table: what a parent might write and the expected level. */
export interface Phrasing {
  text: string;
  /** A disposition, or "info" for a question about the topic that must not alarm (routine answer). */
  expected: Disposition | "info";
}

/**
 * A kind of thing a child can get into (a cleaning product, a medicine, a plant), the words parents
 * use for it, and what to tell them about it; `advice` holds "{substance}", where the name found in
 * the parent's message goes (only names from this reviewed list are ever echoed).
 */
export interface Substance {
  kind: string;
  words: string[];
  advice: string;
}

export interface Protocol {
  id: string;
  title: string;
  kind: "symptom" | "risky";
  reviewer: string;
  reviewed: string;
  ageModifiers: string[];
  signs: ProtocolSign[];
  doNot: string[];
  /** The next step after a parent reports that things changed (better, or worse). */
  afterChange: string[];
  /**
   * Whether a child who looks well again settles its signs (front matter `settles: no` when not:
   * a swallowed battery or a submersion needs the emergency check however well the child looks).
   */
  settles: boolean;
  /** Signs that stand however well the child looks afterwards (front matter `stands: id, id`). */
  stands: string[];
  /**
   * How long after the episode its danger can still show (front matter `watch: 1 day`, from the
   * protocol's own "After a change"), or null. A child told well for longer than that, in a protocol
   * that does not settle, has an episode to talk through with the doctor, not an emergency.
   */
  watchHours: number | null;
  /** Signs that describe the child's state and give way to a situation's script (front matter `general`). */
  general: string[];
  /** A risky request's firm "don't", the reason and the safe alternatives (Markdown). */
  redirect: string | null;
  /** Sources of the redirect, or of the protocol as a whole. */
  sources: string[];
  phrasings: Phrasing[];
  /** `## Substances`: what the parent named, by kind, and what to do for that kind. */
  substances: Substance[];
}
