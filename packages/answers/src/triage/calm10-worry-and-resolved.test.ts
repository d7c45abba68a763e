import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

// Calm 10: everyday questions that got 911. A worry about a risk ("my wife is paranoid about cot
// death") is not a parent's crisis or the event itself; a question about babies in general ("can a
// toddler drown in…") is not a report; a parent asking whether their own handling was shaking
// ("did I shake him?"), with the child well, is not a shaken baby; blue lips from cold that pinked
// up at once are the cold; a choke told with "all good now" is over (the protocol's next step). Each
// has a real emergency in similar words that keeps 911.
describe("worry, general questions and resolved episodes are not 911", () => {
  it.each([
    "my wife is paranoid about cot death and him not breathing in the night, what does the guidance actually say",
    "my partner is really paranoid about SIDS and the baby stopping breathing, what's the real advice",
    "grandma is paranoid about crib death, what are the rules for sleeping",
    "can a toddler drown in a paddling pool if i pop inside for a second",
    "could a baby drown in the tub if I run to grab the phone",
    "can a newborn drown in an inch of bath water",
    "lifted him up and his head flopped backwards, did i shake him?? he's giggling now",
    "his head wobbled back when I picked him up fast, could I have shaken him? he's smiling now",
    "his lips went purple in the pool when the water got chilly, pinked up once wrapped in a towel",
    "she went a little blue round the lips when the bath got cold, pinked up straight away",
  ])("%j → not emergency", (q) => {
    expect(triage(q).urgency).not.toBe("emergency");
  });

  it.each([
    "he choked on some milk earlier, coughed and spluttered, all good now?",
    "choked on her juice this morning but coughed it up, all fine now",
  ])("%j → the choking protocol's next step, not 911", (q) => {
    const r = triage(q);
    expect(r.disposition).not.toBe("911");
    expect(r.urgency).not.toBe("emergency");
  });
});

describe("real emergencies in the same words keep 911", () => {
  it.each([
    "she choked and is still coughing and can't breathe",
    "he choked on a grape and is still choking, he cant breathe",
    "went blue round the mouth in the bath and is still blue",
    "his lips went blue in the cold pool and he's floppy now",
    "head hit the floor and she's floppy and vomiting",
    "i shook him because he wouldnt stop crying, did i shake him too hard?",
    "my boyfriend shook the baby, is she ok?",
    "my baby drowned in the bath, I pulled her out, she's not breathing",
    "im worried about her, she keeps stopping breathing",
    "he's paranoid about the baby stopping breathing and now she actually isnt breathing",
    "my wife has become really paranoid, thinks people are watching the baby",
    "my partner is paranoid and hearing voices",
  ])("%j → emergency", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });
});
