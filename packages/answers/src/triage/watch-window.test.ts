import { describe, expect, it } from "vitest";
import { hoursSinceEpisode } from "./settled.js";
import { triage } from "./triage.js";

// Blind T9-069: "went under at swimming lesson 2 days ago for a sec, coughed, been totally fine
// since, can dry drowning happen" got the 911 card. A submersion does not settle when the child
// looks well, but its protocol watches only the next day: well for longer than that, the episode
// is one to talk through with the doctor.
describe("an episode told as longer ago than its protocol's watch, well since", () => {
  it.each([
    "went under at her swimming lesson 2 days ago for a second, coughed, been totally fine since. is dry drowning real",
    "he slipped under in the bath 3 days ago, spluttered a bit, has been completely normal since, should we worry about secondary drowning",
    "my daughter went under at the pool the day before yesterday, choked on some water, fine ever since, can it still happen",
  ])("%j → not an emergency", (q) => {
    expect(triage(q).urgency).not.toBe("emergency");
  });

  it.each([
    "he went under at the pool 2 hours ago, coughed, seems fine now, can dry drowning happen",
    "she went under in the bath earlier for a sec, been fine since",
    "went under at swimming 2 days ago, fine since but now hes coughing a lot and breathing fast",
    "pulled my 2 year old out of the pool, he was face down",
    // Protocols without a watch stand however long ago: a button battery.
    "swallowed a button battery 2 days ago, been totally fine since",
  ])("within the watch, a new sign, or a protocol without a watch still alarms: %j", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });

  it.each([
    ["went under 2 days ago", 48],
    ["a few hours ago", 3],
    ["a couple of weeks ago", 336],
    ["the day before yesterday", 48],
    ["earlier today", null],
  ])("reads %j as %s hours ago", (text, hours) => {
    expect(hoursSinceEpisode(text)).toBe(hours);
  });
});
