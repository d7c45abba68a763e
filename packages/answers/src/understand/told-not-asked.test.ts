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

describe("toldNotAsked: how the child got over a knock or a sting", () => {
  it.each([
    [
      "my 3 year old banged her knee on the slide, a small bruise, she cried for a second and then carried on playing on the swings",
      /cried|carried|playing|swings/,
    ],
    [
      "he got stung on the foot at the beach about an hour ago, stopped crying and is eating a sandwich now, what should i put on it",
      /crying|eating|sandwich/,
    ],
    [
      "knocked his head on the cupboard door at lunch, there is a little bump, screamed straight away, now watching tv and laughing",
      /screamed|watching|laughing/,
    ],
    [
      "she fell off the sofa onto the rug this morning, cried for about a minute, then went back to her dolls",
      /cried|dolls/,
    ],
  ])("%j leaves out %s", (message, gone) => {
    expect(toldNotAsked(message)).not.toMatch(gone);
  });

  it.each([
    [
      "my 9 month old is eating much less since he started at daycare last week, should I worry",
      /eating/,
    ],
    [
      "my 2 year old cries for a minute every time I leave the room and then calms down, is that normal",
      /cries/,
    ],
    [
      "my 4 year old keeps walking in his sleep and then goes back to bed on his own",
      /back to bed/,
    ],
  ])("keeps an activity that is the question: %j", (message, kept) => {
    expect(toldNotAsked(message)).toMatch(kept);
  });
});
