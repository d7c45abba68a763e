import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("body-system rules added for unseen situations", () => {
  it.each([
    [
      "tummy ache for 6 hours that wont go away, now she screams when i press her belly and shes vomited",
      "acute-abdomen",
    ],
    [
      "my 4 year old has constant stomach pain since this morning and his stomach is rigid",
      "acute-abdomen",
    ],
    ["the lump in his groin is usually soft but now its hard and wont go back in", "hernia-stuck"],
    ["her umbilical hernia has gone dark purple and tender", "hernia-stuck"],
    [
      "pulled my toddler up by her arm onto the bus and now she wont use it, its hanging down",
      "pulled-elbow",
    ],
    [
      "he dropped to the floor while i was holding his hand and now he keeps his arm still by his side",
      "pulled-elbow",
    ],
    ["caught his finger in the door hinge, the nail has come off", "fingertip-injury"],
    ["a brick fell on her toe, theres blood under the nail and its squashed", "fingertip-injury"],
    ["the skin behind his ear is swollen and red and he has a fever", "ear-behind-swelling"],
    [
      "his ear sticks out on one side and theres a sore swelling behind it after his ear infection",
      "ear-behind-swelling",
    ],
    [
      "she walked into a door with her eye and the pupil looks a strange shape",
      "eye-serious-injury",
    ],
    ["his sister threw a toy at his eye and now he wont open it in the light", "eye-injury"],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it.each([
    "my toddler says his tummy hurts when hes hungry",
    "is it normal for a baby belly to feel hard after a feed",
    "my babys belly button sticks out when she cries",
    "is it safe to swing my toddler by his arms",
    "how do i cut my babys nails without hurting her",
    "my babys ears stick out, will they flatten",
    "my toddler keeps rubbing his eyes when hes tired",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(["emergency", "urgent"]).not.toContain(category(question));
  });
});
