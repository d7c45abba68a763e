import { describe, expect, it } from "vitest";
import { parseProtocol } from "./parse-protocol.js";

const SRC = "https://www.mayoclinic.org/diseases-conditions/croup/home/ovc-20166699";
const known = new Set([SRC]);

const GOOD = `---
id: croup
title: Croup
reviewer: A Reviewer
reviewed: 2026-11-23
---

## Age modifiers

- Under 6 months: call sooner.

## Signs

### stridor-at-rest · 911

**Stridor at rest**

Signs: a harsh noise breathing in while calm.

Call 911 now: the airway is narrowed.

While waiting:

- Keep your child upright.

Sources:

- ${SRC}

## Do not

- Don't look down the throat.

## After a change

- Call the doctor today.

## Phrasings

| Parent writes | Expected |
| --- | --- |
| whistling breathing in even resting | 911 |
| is croup worse at night | info |
`;

describe("parseProtocol", () => {
  it("reads whether looking well again settles the protocol, and the signs that stand", () => {
    const text = GOOD.replace(
      "reviewed: 2026-11-23",
      "reviewed: 2026-11-23\nsettles: yes\nstands: stridor-at-rest",
    );
    expect(parseProtocol("croup.md", text, known).protocol).toMatchObject({
      settles: true,
      stands: ["stridor-at-rest"],
    });
    const never = GOOD.replace("reviewed: 2026-11-23", "reviewed: 2026-11-23\nsettles: no");
    expect(parseProtocol("croup.md", never, known).protocol!.settles).toBe(false);
  });

  it("reads how long after an episode its danger can still show", () => {
    const day = GOOD.replace(
      "reviewed: 2026-11-23",
      "reviewed: 2026-11-23\nsettles: no\nwatch: 1 day",
    );
    expect(parseProtocol("croup.md", day, known).protocol!.watchHours).toBe(24);
    const hours = GOOD.replace("reviewed: 2026-11-23", "reviewed: 2026-11-23\nwatch: 8 hours");
    expect(parseProtocol("croup.md", hours, known).protocol!.watchHours).toBe(8);
    expect(parseProtocol("croup.md", GOOD, known).protocol!.watchHours).toBeNull();
    const broken = GOOD.replace("reviewed: 2026-11-23", "reviewed: 2026-11-23\nwatch: a while");
    expect(parseProtocol("croup.md", broken, known).problems.join("\n")).toContain("watch");
  });

  it("reads a state line: the sign that takes the place of others in another state of the child", () => {
    const text = GOOD.replace(
      "**Stridor at rest**\n",
      "**Stridor at rest**\n\nState: replaces stridor, croup-cough when unresponsive-or-floppy\n",
    );
    const s = parseProtocol("croup.md", text, known).protocol!.signs[0]!;
    expect(s.state).toEqual({
      replaces: ["stridor", "croup-cough"],
      when: ["unresponsive-or-floppy"],
    });
    const broken = GOOD.replace(
      "**Stridor at rest**\n",
      "**Stridor at rest**\n\nState: when limp\n",
    );
    expect(parseProtocol("croup.md", broken, known).problems.join("\n")).toContain("state line");
  });

  it("reads every part of a protocol file", () => {
    const { protocol, problems } = parseProtocol("croup.md", GOOD, known);
    expect(problems).toEqual([]);
    expect(protocol).toMatchObject({
      id: "croup",
      kind: "symptom",
      ageModifiers: ["Under 6 months: call sooner."],
      doNot: ["Don't look down the throat."],
      afterChange: ["Call the doctor today."],
      settles: true,
      stands: [],
      phrasings: [
        { text: "whistling breathing in even resting", expected: "911" },
        { text: "is croup worse at night", expected: "info" },
      ],
    });
    expect(protocol!.signs[0]).toEqual({
      id: "stridor-at-rest",
      protocolId: "croup",
      disposition: "911",
      label: "Stridor at rest",
      signs: "a harsh noise breathing in while calm.",
      action: "Call 911 now: the airway is narrowed.",
      whileWaiting: ["Keep your child upright."],
      sources: [SRC],
      general: false,
    });
  });

  it("reads a substances table, and refuses advice that does not name {substance}", () => {
    const table = (advice: string) =>
      `${GOOD}\n## Substances\n\n| Kind | Parent's words | What to tell them |\n| --- | --- | --- |\n| plant | Yew Berries, yew | ${advice} |\n`;
    const { protocol, problems } = parseProtocol(
      "croup.md",
      table("About the {substance}: bring it."),
      known,
    );
    expect(problems).toEqual([]);
    expect(protocol!.substances).toEqual([
      { kind: "plant", words: ["yew berries", "yew"], advice: "About the {substance}: bring it." },
    ]);
    expect(parseProtocol("croup.md", table("Bring it."), known).problems).toContain(
      'substance kind "plant": the advice must name {substance}',
    );
  });

  it("marks the signs named in `general` and reads steps and sources shared 'as' another sign", () => {
    const marked = GOOD.replace(
      "reviewed: 2026-11-23",
      "reviewed: 2026-11-23\ngeneral: stridor-at-rest",
    );
    expect(parseProtocol("croup.md", marked, known).protocol!.signs[0]!.general).toBe(true);
    const shared = GOOD.replace(
      /While waiting:\n\n- Keep your child upright\.\n/,
      "While waiting: as other-sign\n",
    ).replace(`Sources:\n\n- ${SRC}\n`, "Sources: as other-sign\n");
    const { protocol, problems } = parseProtocol("croup.md", shared, known);
    expect(problems).toEqual([]);
    expect(protocol!.signs[0]).toMatchObject({
      stepsFrom: "other-sign",
      sourcesFrom: "other-sign",
      whileWaiting: [],
      sources: [],
    });
    const unknown = GOOD.replace("reviewed: 2026-11-23", "reviewed: 2026-11-23\ngeneral: nothing");
    expect(parseProtocol("croup.md", unknown, known).problems).toContain(
      'general names an unknown sign "nothing"',
    );
  });

  it.each([
    [GOOD.replace("id: croup", "id: Croup"), 'id "Croup" must be kebab-case'],
    [GOOD, 'id "croup" must match the file name', "other.md"],
    [GOOD.replace("reviewed: 2026-11-23", "reviewed: soon"), "must be a YYYY-MM-DD date"],
    [GOOD.replace("· 911", "· urgent"), 'disposition "urgent" is not one of'],
    [GOOD.replace(`- ${SRC}`, "- https://example.com/x"), "is not in catalogue.tsv"],
    [
      GOOD.replace("## After a change\n\n- Call the doctor today.\n", ""),
      "needs ## After a change",
    ],
    [GOOD.replace("| 911 |", "| soon |"), 'expected "soon" is not a disposition'],
    [GOOD.replace("## Do not", "## Don'ts"), 'unknown section "## Don\'ts"'],
    ["no front matter", "missing --- front matter ---"],
    [
      GOOD.replace("reviewed: 2026-11-23", "reviewed: 2026-11-23\nsettles: maybe"),
      'settles "maybe"',
    ],
    [
      GOOD.replace("reviewed: 2026-11-23", "reviewed: 2026-11-23\nstands: no-such-sign"),
      'stands names an unknown sign "no-such-sign"',
    ],
  ])("reports a broken file (%#)", (text, problem, file = "croup.md") => {
    const { protocol, problems } = parseProtocol(file, text, known);
    expect(protocol).toBeNull();
    expect(problems.join("\n")).toContain(problem);
  });
});
