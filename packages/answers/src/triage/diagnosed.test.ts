import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

describe("a breath-holding spell the doctor has already named, told in its usual form", () => {
  it.each([
    // TF4 tf4-127 and TF3 tf3-028.
    "doc said its breath holding spells. she had another one today when i said no to a biscuit, screamed, went a bit blue and floppy for a few secs then came round and carried on playing. anything i should be doing?",
    "18mo gets so angry when i say no that he holds his breath and goes blue and sort of passes out for a few secs then is fine. doc said breath holding spells last time. it happened again today",
    "hes been diagnosed with breath holding spells, had another tantrum today, held his breath and went blue for a few secs, came round straight away. how do i handle them",
    "gp said breath holding attacks. she fell over, cried, went pale and floppy then was fine a few seconds later, normal?",
  ])("%j → the information answer", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });

  it.each([
    [
      "doc said breath holding spells but today she went blue and didnt come round for over a minute",
      "urgent",
    ],
    [
      "diagnosed with breath holding spells but this time she went blue in her sleep without crying",
      "emergency",
    ],
    [
      "doc said breath holding spells, she went blue after crying and is still blue and floppy now",
      "emergency",
    ],
    // Not diagnosed: the first spell still needs a doctor.
    [
      "she screamed, held her breath and went blue, then came round and was herself again",
      "urgent",
    ],
  ])("%j → %s: outside the usual form, or not yet diagnosed", (q, urgency) => {
    expect(triage(q).urgency).toBe(urgency);
  });
});
