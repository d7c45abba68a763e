import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { planAnswer } from "./plan-answer.js";
import type { QuestionFrame } from "./question-frame.js";
import type { SearchHit } from "./search-index.js";

const formula: KnowledgeEntry = {
  id: "feeding-formula",
  folder: "feeding",
  title: "Formula amounts",
  topics: ["feeding", "formula"],
  ageMin: 0,
  ageMax: 12,
  keywords: [],
  sources: ["https://a.example/1", "https://b.example/2"],
  body: [
    "Newborns take about 1 to 2 ounces every 2 to 3 hours.",
    "",
    "- Let your baby's cues lead the amount of formula.",
    "- By 6 months many take 6 to 8 ounces of formula 4 to 5 times a day.",
    "- Never prop a bottle of formula.",
    "",
    "**When to call the doctor**",
    "- Fewer wet diapers.",
  ].join("\n"),
  quickAnswers: [
    {
      question: "How much formula at 2 months?",
      answer: "About 4 to 5 ounces every 3 to 4 hours.",
      sources: ["https://b.example/2"],
    },
  ],
};
const hits: SearchHit[] = [{ entry: formula, score: 10, topicMatch: 0.5 }];
const frame = (over: Partial<QuestionFrame> = {}): QuestionFrame => ({
  terms: ["formula", "drink"],
  weights: [2, 1],
  intent: "amount",
  ageMonths: 2,
  ...over,
});

describe("planAnswer", () => {
  it("leads with the passage for the child's age and puts later ages under 'later'", () => {
    const plan = planAnswer(hits, frame());
    expect(plan?.lead.question).toBe("How much formula at 2 months?");
    expect(plan?.later.map((p) => p.text)).toEqual([
      "By 6 months many take 6 to 8 ounces of formula 4 to 5 times a day.",
    ]);
    expect(plan?.support.map((p) => p.text)).not.toContain(plan?.later[0]?.text);
    // The newborn figure is for an earlier age: it does not lead.
    expect(plan?.lead.text).not.toMatch(/Newborns/);
    expect(plan?.call.map((p) => p.text)).toEqual(["Fewer wet diapers."]);
  });

  it("answers a timing question with other ages, since they are the answer", () => {
    const plan = planAnswer(hits, frame({ intent: "timing", ageMonths: 2 }));
    expect(plan?.later).toEqual([]);
  });

  it("leads again with a passage already shown only when it clearly answers best", () => {
    // Asked again the same way, the 2-month figure still answers best.
    const again = planAnswer(hits, frame({ shown: new Set(["feeding-formula#4"]) }));
    expect(again?.lead.question).toBe("How much formula at 2 months?");
    // Without the age it no longer stands out, and something not yet shown leads.
    const general = planAnswer(
      hits,
      frame({ ageMonths: null, intent: "other", shown: new Set(["feeding-formula#4"]) }),
    );
    expect(general?.lead.question).toBeNull();
    expect(general?.support.map((p) => p.question)).not.toContain("How much formula at 2 months?");
  });

  it("prefers an article written for the child's age over a slightly better-ranked one for older children", () => {
    const older: KnowledgeEntry = {
      ...formula,
      id: "feeding-formula-older",
      ageMin: 9,
      ageMax: 24,
      quickAnswers: [],
      body: "Formula and milk amounts for older babies and toddlers vary.\n\n- Offer milk with meals.",
    };
    const plan = planAnswer(
      [
        { entry: older, score: 11, topicMatch: 0.5 },
        { entry: formula, score: 10, topicMatch: 0.5 },
      ],
      frame({ intent: "other" }),
    );
    expect(plan?.lead.entry.id).toBe("feeding-formula");
  });

  it("returns null without hits", () => {
    expect(planAnswer([], frame())).toBeNull();
  });
});

const bath: KnowledgeEntry = {
  id: "care-bath",
  folder: "care",
  title: "Baths for babies",
  topics: ["care", "bathing"],
  ageMin: 0,
  ageMax: 36,
  keywords: [],
  sources: ["https://a.example/1"],
  body: [
    "A bath is a calm part of the day for many babies.",
    "",
    "- Keep one hand on your baby in the bath.",
    "- Gather towels and a clean nappy before you start the bath.",
  ].join("\n"),
  quickAnswers: [
    {
      question: "How warm should baby bath water be?",
      answer: "Around 100 °F (38 °C); test it with your elbow.",
      sources: ["https://a.example/1"],
    },
    {
      question: "How often should I give a bath?",
      answer: "Two or three times a week is enough in the first year.",
      sources: ["https://a.example/1"],
    },
    {
      question: "What time should a 6 month old go to bed?",
      answer: "Often between 7 and 8 p.m., counting back from wake-up time.",
      sources: ["https://a.example/1"],
    },
  ],
};
const bathHits: SearchHit[] = [{ entry: bath, score: 10, topicMatch: 0.5 }];

describe("planAnswer: the figure asked for and the age it is for", () => {
  it("leads with the quick answer for the asked figure, not a neighbour on the same subject", () => {
    const base = { terms: ["bath", "baby"], weights: [2, 1], intent: "amount" as const };
    const often = planAnswer(bathHits, { ...base, facet: "frequency", ageMonths: null });
    expect(often?.lead.question).toBe("How often should I give a bath?");
    const warm = planAnswer(bathHits, { ...base, facet: "temperature", ageMonths: null });
    expect(warm?.lead.question).toBe("How warm should baby bath water be?");
  });

  it("never leads with a passage written for one earlier age", () => {
    const plan = planAnswer(bathHits, {
      terms: ["time", "bed"],
      weights: [1, 2],
      intent: "other",
      facet: "clock",
      ageMonths: 10,
    });
    expect(plan?.lead.question).not.toBe("What time should a 6 month old go to bed?");
  });
});

describe("planAnswer: when-to-call lines", () => {
  const fever: KnowledgeEntry = {
    ...formula,
    id: "health-fever",
    folder: "health",
    title: "Fever",
    topics: ["health", "fever"],
    ageMin: 0,
    ageMax: 36,
    body: [
      "A fever is a temperature of 100.4 °F (38 °C) or higher.",
      "",
      "- Offer plenty of fluids.",
      "",
      "**When to call the doctor**",
      "- Under 3 months: any fever, call now.",
      "- A fever that lasts more than 3 days.",
    ].join("\n"),
    quickAnswers: [],
  };
  const feverHits: SearchHit[] = [{ entry: fever, score: 10, topicMatch: 0.5 }];

  it("leaves out the lines written for another age", () => {
    const toddler = planAnswer(feverHits, frame({ terms: ["fever"], weights: [1], ageMonths: 24 }));
    expect(toddler?.call.map((p) => p.text)).toEqual(["A fever that lasts more than 3 days."]);
    const baby = planAnswer(feverHits, frame({ terms: ["fever"], weights: [1], ageMonths: 2 }));
    expect(baby?.call).toHaveLength(2);
  });
});

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

describe("planAnswer: the child's own age among single-age answers", () => {
  const byMonth: KnowledgeEntry = {
    ...formula,
    id: "feeding-bottle-by-month",
    title: "Bottle amounts month by month",
    quickAnswers: [
      {
        question: "How much milk at 1 month?",
        answer: "About 3 to 4 ounces every 3 to 4 hours.",
        sources: ["https://a.example/1"],
      },
      {
        question: "How much milk at 3 months?",
        answer: "About 5 to 6 ounces every 3 to 4 hours.",
        sources: ["https://a.example/1"],
      },
    ],
  };
  const ask = (ageMonths: number, terms = ["bottle", "milk", "drink"]) =>
    planAnswer(
      [
        { entry: formula, score: 10, topicMatch: 0.5 },
        { entry: byMonth, score: 7, topicMatch: 0.5 },
      ],
      { terms, weights: terms.map(() => 1), intent: "amount", facet: "quantity", ageMonths },
    );

  it("leads with the figure for the child's month, even from the second article", () => {
    expect(ask(3)?.lead.question).toBe("How much milk at 3 months?");
    expect(ask(2.6)?.lead.question).toBe("How much milk at 3 months?");
  });

  it("never leads with the figure for a month either side of the child's", () => {
    const lead = ask(2)?.lead;
    expect(lead?.question).not.toBe("How much milk at 1 month?");
    expect(lead?.question).not.toBe("How much milk at 3 months?");
  });

  it("does not let the parent's own figures ('4oz', '6mo') decide which passage leads", () => {
    expect(ask(3, ["bottle", "milk", "4oz", "amounts"])?.lead.question).toBe(
      "How much milk at 3 months?",
    );
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
});

describe("planAnswer: a follow-up asking again for another age", () => {
  const walk: KnowledgeEntry = {
    id: "development-walk",
    folder: "development",
    title: "Walking",
    topics: ["development", "walking"],
    ageMin: 6,
    ageMax: 24,
    keywords: [],
    sources: ["https://a.example/1"],
    body: "Many babies take first steps between about 9 and 15 months.\n\n- Barefoot is best indoors.",
    quickAnswers: [],
  };
  const gates: KnowledgeEntry = {
    ...walk,
    id: "safety-gates",
    folder: "safety",
    title: "Stair gates for walkers",
    topics: ["safety", "walking"],
    body: "Fit stair gates once your baby starts walking, usually from about 9 months.\n\n- Screw gates in at the top of stairs.",
  };
  const hits: SearchHit[] = [
    { entry: gates, score: 10, topicMatch: 0.5 },
    { entry: walk, score: 9, topicMatch: 0.5 },
  ];
  const again = {
    terms: ["walking", "steps"],
    weights: [1, 1],
    intent: "timing" as const,
    ageMonths: 12,
    turnAge: 12,
    led: new Set(["development-walk#0"]),
    shown: new Set(["development-walk#0", "safety-gates#0"]),
  };

  it("answers from the article asked about, for the new age, and says so", () => {
    const plan = planAnswer(hits, again);
    expect(plan?.lead.entry.id).toBe("development-walk");
    expect(plan?.forAge).toBe(12);
  });

  it("does not say 'At N months' over an article that was not asked about again", () => {
    const toddler = planAnswer(hits, { ...again, ageMonths: 30, turnAge: 30 });
    expect(toddler?.forAge).toBeNull();
  });

  it("does not treat a follow-up with words of its own as the same question again", () => {
    const plan = planAnswer(hits, { ...again, own: { terms: ["gates"], weights: [1] } });
    expect(plan?.forAge).toBeNull();
  });
});

describe("planAnswer: the related pointer", () => {
  const nap: KnowledgeEntry = {
    ...formula,
    id: "sleep-naps",
    title: "Naps",
    topics: ["sleep", "naps"],
    body: "Most babies nap 3 times a day at 4 months.\n\n- Watch for sleepy cues.",
    quickAnswers: [],
  };
  const napRival: KnowledgeEntry = {
    ...nap,
    id: "sleep-nap-length",
    title: "How long naps last",
    body: "Naps often last 30 minutes to 2 hours.\n\n- Short naps are common.",
  };

  it("is never a rival answer to the question", () => {
    const plan = planAnswer(
      [
        { entry: nap, score: 10, topicMatch: 0.5 },
        { entry: napRival, score: 9.5, topicMatch: 0.5 },
      ],
      { terms: ["naps"], weights: [1], intent: "other", ageMonths: null },
    );
    expect(plan?.related).toBeNull();
  });
});
