import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";

const riskyId = (q: string) => triage(q).risky?.id ?? null;

// Blind T9-076: "burnt her hand on the radiator gonna put butter on it like my gran did" got the
// burn card with nothing said about the butter. A home remedy about to go on a burn gets the firm
// "don't" and the cool-water first aid; the burn's own level (a hand burn is for the ER) is kept.
describe("a home remedy about to go on a burn", () => {
  it.each([
    "burnt her hand on the radiator gonna put butter on it like my gran did",
    "he touched the oven door, little red mark on his arm, my mum says rub butter on it",
    "scalded his arm with tea, should i put toothpaste on it",
    "she burned her finger on the hob, can i put ice on it",
    "my nan swears by spreading margarine on a scald, she just caught her wrist on the kettle",
  ])("%j → the home-remedy redirect", (q) => {
    expect(riskyId(q)).toBe("home-remedy-on-burn");
  });

  it.each([
    "burnt his tongue on hot soup so i gave him an ice cream",
    "i know not to put butter on a burn, but how long should i run it under the tap",
    "can i put butter on his toast, he's 1",
    "put some ice on the bump on his head",
  ])("no remedy on a burn: %j", (q) => {
    expect(riskyId(q)).toBeNull();
  });

  it("a burn with a severity sign keeps the emergency", () => {
    const r = triage(
      "burnt his leg on the iron, huge blisters and white skin, my nan says put butter on it",
    );
    expect(r.urgency).toBe("emergency");
  });
});
