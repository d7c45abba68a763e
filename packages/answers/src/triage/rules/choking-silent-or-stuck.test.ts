import { describe, expect, it } from "vitest";
import { category } from "../test-helpers.js";

/**
 * A silent airway after a food or a small thing ("grape!! she can't cough or cry") and a piece that
 * stays down ("went down wrong, she's gagging and drooling") alarm; a child crying hard over a
 * broken or lost toy ("won't stop crying") does not.
 */
describe("choking: silent, or something stuck", () => {
  it.each([
    "she had a grape and now she cant cough or cry",
    "piece of apple, hes not making any sound",
    "grape!! she cant cough or make any noise",
    "he swallowed a bead and cant even cough",
    "he gagged and now cant cry or make a sound",
    "coughing and cant breathe",
    "bit of sausage and shes not able to talk, just flapping her arms",
    // A piece that stays down: drooling, cannot swallow, gagging after it went down wrong.
    "grape went down wrong, shes gagging and drooling",
    "she was eating grapes and now shes drooling and cant swallow",
    "a bit of apple went down the wrong way, she keeps gagging and cant swallow her spit",
    "swallowed a piece of his toy and now hes gagging and drooling",
  ])("%j is an emergency", (q) => {
    expect(category(q)).toBe("emergency");
  });

  it.each([
    "his toy broke and he wont stop crying",
    "my 2 year olds toy broke in half and shes been crying for ten minutes and wont stop",
    "lego tower fell over and he cant stop crying",
    "dropped his sweet on the floor and cant stop crying",
    "took the toy car off him and he wont stop screaming",
    "she lost a piece of her puzzle and hasnt stopped crying since",
    "shes been coughing all day and now she cant stop crying",
    "gagged on his milk and wont stop crying",
    "my 8mo gags constantly with finger food",
    "shes teething and drooling loads, can she have frozen apple",
    "piece of sausage went down the wrong way, he coughed it up and is fine now",
  ])("%j is not", (q) => {
    expect(category(q)).not.toBe("emergency");
  });
});
