import { describe, expect, it } from "vitest";
import { cleanText } from "./normalize.js";
import { parseQuantities } from "./quantities.js";

const ages = (t: string) =>
  parseQuantities(cleanText(t)).agesMonths.map((a) => Math.round(a * 100) / 100);
const durations = (t: string) =>
  parseQuantities(cleanText(t)).durationsHours.map((h) => Math.round(h));

describe("ages", () => {
  it.each([
    ["my 3 wk old", 0.69],
    ["6mo won't nap", 6],
    ["2yo tantrums", 24],
    ["18 months and not talking", 18],
    ["my 10 day old", 0.33],
    ["newborn sneezing", 0.25],
    ["baby is 4 months", 4],
    ["at 6 months?", 6],
    ["a 3-week-old", 0.69],
    ["one year old", 12],
    ["1 and a half years old", 18],
    ["2 y/o", 24],
    ["my 7 wk old", 1.61],
    ["fever after 4 month shots", 4],
    ["born this morning and yellow", 0],
    ["eyes yellow on day 3", 0.1],
    ["she is 6 weeks postpartum", 1.38],
    ["six month old", 6],
  ])("%j is %d months", (text, months) => {
    expect(ages(text)[0]).toBe(months);
  });

  it("takes the youngest of several ages", () => {
    expect(ages("my 3 year old and my 6 week old both have colds")[0]).toBe(1.38);
  });

  it.each([
    "fever for 3 days",
    "i am 30 weeks pregnant",
    "born at 32 weeks",
    "no wet diaper for 9 hours",
    "sick for 2 weeks now",
  ])("%j names no age", (text) => {
    expect(ages(text)).toEqual([]);
  });
});

describe("durations", () => {
  it.each([
    ["fever for 3 days now", 72],
    ["no wet diaper for 9 hours", 9],
    ["baby blues for over a month", 731],
    ["hasnt peed since last night", 12],
    ["since yesterday (read as more than a day)", 30],
    ["coughing for 2 weeks", 336],
    ["fever on and off for 2 days", 48],
  ])("%j lasts %d hours", (text, hours) => {
    expect(Math.max(...durations(text))).toBe(hours);
  });

  it("does not read an age as a duration", () => {
    expect(durations("my 3 day old")).toEqual([]);
  });
});

describe("a symptom into its Nth day", () => {
  it.each([
    ["her temp keeps spiking, third day now", 48],
    ["day 4 of fever", 72],
    ["my 2 year old has a fever, 3rd day", 48],
  ])("%j lasted %d hours", (t, hours) => {
    expect(durations(t)).toContain(hours);
  });

  it("day 3 of life is an age, not a duration", () => {
    expect(durations("baby on day 3")).toEqual([]);
  });
});
