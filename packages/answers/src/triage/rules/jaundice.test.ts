import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("jaundice rules", () => {
  it.each([
    ["baby born this morning already looks yellow", "jaundice-first-day"],
    ["newborn looks yellow and isnt feeding well", "jaundice-with-poor-feeding-or-spreading"],
    ["jaundiced and very sleepy 5 days old", "jaundice-with-poor-feeding-or-spreading"],
    ["yellow spreading to his legs 6 day old", "jaundice-with-poor-feeding-or-spreading"],
    ["3 week old still yellow is that ok", "jaundice-after-2-weeks"],
    ["jaundice at 4 weeks breastfed", "jaundice-after-2-weeks"],
    ["her eyes are still yellowish and she is 1 month", "jaundice-after-2-weeks"],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it.each([
    "yellow seedy poop is that normal",
    "is it normal for newborn eyes to look a little yellow on day 3",
    "yellow snot and cough 8 months",
    "yellow crust on scalp cradle cap",
    "yellow discharge from eye newborn",
    "how long does newborn jaundice last",
  ])("stays routine: %j", (question) => {
    expect(category(question)).toBe("routine");
  });
});
