import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { planAnswer } from "./plan-answer.js";
import type { SearchHit } from "./search-index.js";
import { formula } from "../../test/plan-answer-fixture.js";

describe("planAnswer: yes/no questions", () => {
  const carSeat: KnowledgeEntry = {
    id: "sleep-car-seat",
    folder: "sleep",
    title: "Sleeping in car seats",
    topics: ["sleep", "car seat"],
    ageMin: 0,
    ageMax: 12,
    keywords: [],
    sources: ["https://a.example/1"],
    body: [
      "Car seats are made for travel: a baby who falls asleep in one should be moved to a flat crib at home.",
      "",
      "- Sitting slumped can narrow a young baby's airway.",
    ].join("\n"),
    quickAnswers: [
      {
        question: "Can my baby nap in the car seat at home?",
        answer: "No; move your baby to a firm, flat crib.",
        sources: ["https://a.example/1"],
      },
      {
        question: "Can I wash the car seat cover?",
        answer: "Yes; follow the label.",
        sources: ["https://a.example/1"],
      },
    ],
  };
  const seatHits: SearchHit[] = [{ entry: carSeat, score: 10, topicMatch: 0.5 }];
  const ask = (terms: string[]) =>
    planAnswer(seatHits, {
      terms,
      weights: terms.map(() => 1),
      intent: "yes-no",
      ageMonths: 3,
    });

  it("leads with the quick answer whose yes or no answers the parent's own question", () => {
    expect(ask(["nap", "car", "seat", "home"])?.lead.text).toMatch(/^No; move/);
  });

  it("does not take a yes or no given to another question as the answer", () => {
    expect(ask(["sleep", "car", "seat", "home"])?.lead.text).not.toMatch(/^Yes; follow/);
  });
});

describe("planAnswer: a quick answer to a narrower question", () => {
  const pox: KnowledgeEntry = {
    ...formula,
    id: "health-pox",
    title: "Chickenpox",
    topics: ["chickenpox"],
    body: "Chickenpox is a contagious virus that causes an itchy rash of spots.\n\n- Keep nails short.",
    quickAnswers: [
      {
        question: "Is the chickenpox vaccine free on the NHS now?",
        answer: "Yes, as MMRV at 12 and 18 months.",
        sources: ["https://a.example/1"],
      },
    ],
  };
  const said = { terms: ["chickenpox"], weights: [3] };

  it("leads with the article's own answer, not a quick answer that asks more than was asked", () => {
    const plan = planAnswer([{ entry: pox, score: 10, topicMatch: 1 }], {
      ...said,
      intent: "other",
      ageMonths: null,
    });
    expect(plan?.lead.kind).toBe("lead");
  });
});

describe("planAnswer: the kind of answer asked for", () => {
  const teeth: KnowledgeEntry = {
    id: "health-sore-gums",
    folder: "health",
    title: "Sore gums when teeth come through",
    topics: ["health", "teething"],
    ageMin: 3,
    ageMax: 30,
    keywords: [],
    sources: ["https://a.example/1"],
    body: [
      "Sore gums come and go for a few days around each new tooth.",
      "",
      "- Avoid gels that numb the gums and necklaces of any kind.",
      "- Rub the gums with a clean finger or offer a chilled ring to chew.",
      "- Drool can cause a rash on the chin.",
    ].join("\n"),
    quickAnswers: [],
  };
  const wash: KnowledgeEntry = {
    id: "care-washing",
    folder: "care",
    title: "Washing a new baby",
    topics: ["care", "washing"],
    ageMin: 0,
    ageMax: 12,
    keywords: [],
    sources: ["https://a.example/1"],
    body: [
      "For the first 1 to 3 weeks, wash your baby with a cloth instead of a tub.",
      "",
      "- Two or three washes a week are enough.",
      "- Keep the room warm.",
    ].join("\n"),
    quickAnswers: [],
  };

  it("answers 'what helps' with steps, not with a warning or a description", () => {
    const plan = planAnswer([{ entry: teeth, score: 10, topicMatch: 0.5 }], {
      terms: ["gums"],
      weights: [1],
      intent: "how-to",
      ageMonths: null,
    });
    expect(plan?.lead.text).toMatch(/^Rub the gums/);
  });

  it("answers 'how often' with a frequency, not with another figure", () => {
    const plan = planAnswer([{ entry: wash, score: 10, topicMatch: 0.5 }], {
      terms: ["wash", "baby"],
      weights: [1, 1],
      intent: "amount",
      facet: "frequency",
      ageMonths: null,
    });
    expect(plan?.lead.text).toMatch(/^Two or three washes a week/);
  });

  it("answers 'how long' with a passage that states a length, not a quick answer that states none", () => {
    const training: KnowledgeEntry = {
      id: "sleep-training",
      folder: "sleep",
      title: "Sleep training",
      topics: ["sleep", "training"],
      ageMin: 4,
      ageMax: 24,
      keywords: [],
      sources: ["https://a.example/1"],
      body: [
        "Sleep training helps a baby learn to fall asleep alone.",
        "",
        "- Check and console: leave after the routine, then check briefly after 3, then 5, then 10 minutes.",
        "- It is your family's choice.",
      ].join("\n"),
      quickAnswers: [
        {
          question: "How long does sleep training take?",
          answer: "Consistency matters more than the exact method.",
          sources: [],
        },
      ],
    };
    const plan = planAnswer([{ entry: training, score: 10, topicMatch: 0.5 }], {
      terms: ["long", "wait", "checking", "sleep", "training"],
      weights: [1, 2, 2, 1, 1],
      intent: "amount",
      facet: "duration",
      ageMonths: null,
    });
    expect(plan?.lead.text).toMatch(/^Check and console/);
  });

  it("takes an age said in words as the answer to 'when' ('in the toddler years')", () => {
    const dummy: KnowledgeEntry = {
      id: "behaviour-dummy",
      folder: "behaviour",
      title: "Stopping the dummy",
      topics: ["behaviour", "pacifier"],
      ageMin: 6,
      ageMax: 48,
      keywords: [],
      sources: ["https://a.example/1"],
      body: [
        "A dummy can soothe a baby and lowers the risk of SIDS in the first 6 months.",
        "",
        "- Limit it to sleep times first.",
      ].join("\n"),
      quickAnswers: [
        {
          question: "When should I stop the dummy?",
          answer: "Many families phase it out in the toddler years.",
          sources: [],
        },
      ],
    };
    const plan = planAnswer([{ entry: dummy, score: 10, topicMatch: 0.5 }], {
      terms: ["stop", "dummy"],
      weights: [1, 2],
      intent: "timing",
      facet: "age",
      ageMonths: 15,
    });
    expect(plan?.lead.question).toBe("When should I stop the dummy?");
  });
});
