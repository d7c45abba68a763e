import { describe, expect, it } from "vitest";
import { composeSmallTalk } from "./compose-small-talk.js";

describe("small talk", () => {
  it("names the baby when it knows them and 'your little one' otherwise", () => {
    expect(composeSmallTalk("thanks", { name: "Leo", ageMonths: 3 }).content).toContain(
      "comes up with Leo",
    );
    expect(composeSmallTalk("thanks", null).content).toContain("comes up with your little one");
  });

  it("lists what can be asked only when greeting, and always ends with the emergency line", () => {
    const greeting = composeSmallTalk("greeting", null).content.split("\n");
    expect(greeting.filter((l) => l.startsWith("- "))).toHaveLength(2);
    expect(composeSmallTalk("goodbye", null).content).not.toContain("- ");
    for (const kind of ["thanks", "goodbye", "greeting"] as const) {
      expect(composeSmallTalk(kind, null).content.split("\n").at(-1)).toMatch(
        /call 911 straight away\.$/,
      );
    }
  });
});
