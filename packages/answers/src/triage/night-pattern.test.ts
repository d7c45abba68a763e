import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";

// A night-time spell told as a recurring pattern that ends (night terrors) is not a child
// unresponsive now; a child who cannot be woken now still alarms.
describe("a recurring night-time spell", () => {
  it.each([
    "my 4yo screams and thrashes about an hour after going to sleep, eyes open but doesnt know im there, then no memory in the morning",
    "most nights my 3 year old sits up crying with her eyes open but doesnt seem to see me, doesnt remember it next day",
    "every night around 10pm my son thrashes about with his eyes wide open and doesn't recognise me, is this normal",
    "my 5 yo daughter wakes screaming a couple of hours after falling asleep, eyes open but not looking at me, no recollection in the morning",
  ])("routine: %j", (q) => expect(category(q)).toBe("routine"));

  it.each([
    "he screams every night but tonight his eyes are open and he's not responding and I can't wake him",
    "she went to sleep an hour ago and now her eyes are open but she won't respond to me",
    "eyes open but not looking at me, every night he's like this, now he's floppy and won't wake",
    "he won't wake up properly",
  ])("still an emergency: %j", (q) => expect(category(q)).toBe("emergency"));
});
