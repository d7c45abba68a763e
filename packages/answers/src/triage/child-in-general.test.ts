import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

// A child named in general in the words parents use ("a kid", "kids", "a little one", "a 2 year
// old") is not a particular child: the question is information, as with "a child".
const urgency = (q: string) => triage(q).urgency;

describe("a child in general, in everyday words", () => {
  it.each([
    "how much water can a kid actually drown in",
    "how much water can a little one drown in",
    "can a kiddo drown in the bath in a couple of inches",
    "can a 2 year old drown in an inch of water",
    "can a youngster really drown in a paddling pool",
    "can a kid have a seizure from a fever",
    "can little ones choke on a grape cut in half",
  ])("routine: %j", (q) => expect(urgency(q)).toBe("routine"));

  it.each([
    "my kid was pulled out of the pool and isn't breathing",
    "a kid fell in the pool, he's blue and not breathing",
    "my little one went under in the bath and now she's floppy",
    "can a kid drown like this? he's not breathing after the bath",
  ])("a report keeps its alarm: %j", (q) => expect(urgency(q)).toBe("emergency"));
});
