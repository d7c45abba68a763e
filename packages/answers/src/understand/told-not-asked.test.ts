import { describe, expect, it } from "vitest";
import { toldNotAsked } from "./told-not-asked.js";

describe("toldNotAsked: what a long message tells only to reassure", () => {
  it.each([
    [
      "5yo with green snot for a week, no fever, eating and playing normally. does he need antibiotics?",
      /fever|eating|playing/,
    ],
    [
      "my 2 year old's poo has been green for a few days, no diarrhoea, no blood, happy and eating fine. why?",
      /blood|diarrhoea|eating/,
    ],
    [
      "sticky gunk in one eye every morning, the white part isn't red. 6 weeks. she's fine otherwise. drops?",
      /isn't red/,
    ],
    [
      "threw up once an hour ago all over the car, kept sips of water down since, playing. do we need to go in?",
      /car|playing/,
    ],
    [
      "bonked his head on the table an hour ago, big lump, back to his normal self and running around. just ice it?",
      /normal self|running/,
    ],
  ])("%j loses %s", (message, gone) => {
    expect(toldNotAsked(message)).not.toMatch(gone);
  });

  it.each([
    // The subject and the signs that are there stay, whatever surrounds them.
    [
      "5yo with green snot for a week, no fever, eating and playing normally. does he need antibiotics?",
      /green snot.*antibiotics/,
    ],
    [
      "my 18 month old is not eating and not playing, no fever. is she unwell?",
      /not eating and not playing/,
    ],
    [
      "my 3 year old has a rash all over his tummy and back, no fever, happy. what is it?",
      /rash all over his tummy/,
    ],
    [
      "my 4 year old has bad breath every morning, no fever, happy and playing normally. what causes it?",
      /bad breath/,
    ],
  ])("%j keeps %s", (message, kept) => {
    expect(toldNotAsked(message)).toMatch(kept);
  });

  it("keeps how happy the child is: a happy spitter is not a sick one", () => {
    expect(
      toldNotAsked(
        "6 weeks old and spits up after literally every feed. is this reflux? she seems happy otherwise",
      ),
    ).toMatch(/happy/);
  });

  it("leaves a short question as asked", () => {
    expect(toldNotAsked("rash but no fever, is that ok?")).toBe("rash but no fever, is that ok?");
  });
});
