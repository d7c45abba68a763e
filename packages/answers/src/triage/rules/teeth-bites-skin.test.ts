import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("teeth, bites, skin infection and sunburn rules", () => {
  it.each([
    [
      "fell off the sofa and knocked her front tooth clean out, shes 3",
      "tooth-knocked-out-or-pushed-in",
    ],
    [
      "he face planted on the pavement and his tooth has gone up into the gum",
      "tooth-knocked-out-or-pushed-in",
    ],
    [
      "banged his mouth on the bath and now one tooth is crooked and loose",
      "tooth-knocked-out-or-pushed-in",
    ],
    [
      "tripped while running with a lolly stick in her mouth and it jabbed the back of her throat",
      "mouth-injury-serious",
    ],
    ["fell and his teeth went right through his lip", "mouth-injury-serious"],
    ["a staffy bit my son on the leg, two deep punctures", "bite-broke-skin"],
    ["bitten by the neighbours cat on his hand", "bite-broke-skin"],
    ["another toddler bit her cheek at playgroup and its bleeding", "bite-broke-skin"],
    [
      "the dog bite on his arm from 2 days ago is red, hot and swollen and spreading",
      "bite-infected",
    ],
    [
      "his knee graze has gone red and swollen and hot and hes got a temp of 38.5",
      "spreading-skin-infection",
    ],
    ["there is a red streak going up her leg from the cut on her foot", "spreading-skin-infection"],
    ["her eyelid is red and swollen shut and feels hot", "spreading-skin-infection"],
    ["blisters all over his back from sunburn yesterday", "sunburn-blistering"],
    ["my 9 month old got a bit sunburnt on her arms", "sunburn-blistering"],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it.each([
    "when will my babys first tooth come through",
    "her tooth is wobbly because the adult one is coming through, shes 6",
    "how do i stop my toddler biting at nursery",
    "my toddler keeps biting his sister when hes cross, any tips",
    "he bit his lip eating an apple, tiny bit of blood, stopped now",
    "how to keep my toddler safe around our new puppy",
    "is it normal for a mosquito bite to swell a bit on a toddler",
    "cheeks red and warm from teething, normal?",
    "how do i prevent sunburn on my baby, what sunscreen",
    "what spf should i use for a 1 year old",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(["emergency", "urgent"]).not.toContain(category(question));
  });
});
