import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";
import type { ChatTurn } from "../types.js";

const ids = (q: string, history?: ChatTurn[]) =>
  triage(q, history ? { history } : {}).matches.map((m) => m.id);

// Intussusception's bouts told as "fits of crying", "every half hour", "knees up", and its stool told
// as jelly without the word red or blood, in one message or the next one (own paraphrases).
describe("bouts of pain in other words", () => {
  it.each([
    "attacks of screaming with tummy pain every half an hour, and he's thrown up twice",
    "my 14 month old has fits of crying holding her tummy every hour or so and has vomited",
    "my 9 month old has bursts of crying with his knees up every quarter of an hour, and keeps being sick",
    "episodes of crying in pain every 20 mins or so, then quiet, and she's vomited 3 times",
  ])("%j → intussusception", (q) => {
    expect(ids(q)).toContain("intussusception");
    expect(triage(q).urgency).toBe("emergency");
  });
});

describe("jelly in the stool without the word red or blood", () => {
  it.each([
    "my 1yo keeps screaming and pulling his legs up every 15 mins, and there's jelly stuff in his nappy",
    "she has waves of tummy pain and the poo looks like jelly",
    "10 month old crying in pain on and off all afternoon, the nappy has jelly-like poo in it",
    "bouts of screaming every 20 minutes and a jelly poo just now",
  ])("%j → intussusception", (q) => {
    expect(ids(q)).toContain("intussusception");
  });

  const after: ChatTurn[] = [
    {
      role: "user",
      content:
        "my 10 month old has screaming fits every 20 minutes holding his tummy and he's been sick",
    },
    { role: "assistant", content: "Go to the emergency department now: …" },
  ];
  it.each([
    "now there's jelly in the nappy",
    "she's just done a poo like red jam",
    "he's done a nappy full of jelly",
  ])("told next, the stool keeps the emergency: %j", (q) => {
    expect(triage(q, { history: after }).urgency).toBe("emergency");
  });

  it.each([
    "i put petroleum jelly on her bottom at every nappy change, is that ok",
    "what flavour jelly can a 1 year old have",
  ])("jelly that is not a stool: %j", (q) => {
    expect(ids(q)).not.toContain("intussusception");
  });
});
