import { describe, expect, it } from "vitest";
import { turnAsk } from "./turn-ask.js";

describe("turnAsk", () => {
  it("reads the follow-up's own question beside its change", () => {
    expect(turnAsk("and overnight, does she still need to wake for one?")?.intent).toBe("yes-no");
    expect(turnAsk("what about at nursery, how long will it take him to settle?")).toEqual({
      intent: "amount",
      facet: "duration",
    });
    expect(turnAsk("and in winter. how often should I bath him then?")?.facet).toBe("frequency");
    expect(turnAsk("ok what about weekends, is it fine to skip naps?")?.intent).toBe("yes-no");
  });

  it("finds nothing of its own in a bare change", () => {
    expect(turnAsk("and overnight?")).toBeNull();
    expect(turnAsk("what about in the car")).toBeNull();
    expect(turnAsk("and for twins?")).toBeNull();
  });
});
