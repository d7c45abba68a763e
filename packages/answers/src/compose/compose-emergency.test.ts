import { describe, expect, it } from "vitest";
import { sign } from "../protocols/load-protocols.js";
import { triage } from "../triage/index.js";
import type { RedFlagMatch } from "../triage/index.js";
import { composeEmergency, leadMatch } from "./compose-answer.js";

const lookup = (url: string) => ({ url, title: url });
const steps = (id: string) => sign(id).whileWaiting;
const card = (question: string) =>
  composeEmergency(triage(question).matches, lookup, { question }).content;

describe("what the child got into, named in the card", () => {
  it.each([
    ["caught my 2yo with the oven cleaner, lid off, his lips look red", "oven cleaner"],
    ["my toddler got into grandads methadone, shes really sleepy", "methadone"],
    ["she had yew berries in her mouth at the park", "yew berries"],
    ["he drank some of the lamp oil from the garden torches and keeps coughing", "lamp oil"],
  ])("%j → %s", (question, name) => {
    expect(card(question)).toContain(`About the ${name}:`);
  });
});

describe("the script that leads an emergency card", () => {
  it.each([
    // The child's state (floppy, blue, not responding) gives way to the situation that explains it.
    [
      "left in the car for maybe 30 mins in the sun, hes boiling hot and floppy",
      "danger-heat-illness",
    ],
    [
      "forgot she was in the car, really hot day, she is red and wont respond to me",
      "danger-heat-illness",
    ],
    ["HELP she was eating grapes and now no sound at all and her face is going purple", "choking"],
    ["a bit of balloon in her mouth and now shes gasping with no sound coming out", "choking"],
    ["he's been shaking for 6 mins now, eyes rolled back and his lips are going grey", "seizure"],
    [
      "had my baby 4 days ago, soaking a big pad every 15 minutes and passing huge clots",
      "bleeding-after-birth",
    ],
    [
      "30 weeks pregnant and bleeding bright red, a lot, and my bump is rock hard",
      "bleeding-in-pregnancy",
    ],
  ])("%j → %s", (question, id) => {
    expect(card(question)).toContain(steps(id)[0]!);
  });

  it("keeps the most urgent level first when the situation's own level is lower", () => {
    const floppy = { ...sign("unresponsive-or-floppy"), urgency: "emergency" } as RedFlagMatch;
    const intussusception = { ...sign("intussusception"), urgency: "emergency" } as RedFlagMatch;
    expect(leadMatch([floppy, intussusception])).toBe(intussusception);
    const content = composeEmergency([floppy, intussusception], lookup).content;
    expect(content.startsWith(floppy.action)).toBe(true);
    expect(content).toContain(intussusception.label);
    expect(content).toContain(steps("intussusception")[0]!);
    expect(content).not.toContain(steps("unresponsive-or-floppy")[0]!);
  });

  it("leads with the first match when every one describes only the child's state", () => {
    const blue = { ...sign("blue-or-grey"), urgency: "emergency" } as RedFlagMatch;
    const floppy = { ...sign("unresponsive-or-floppy"), urgency: "emergency" } as RedFlagMatch;
    expect(leadMatch([blue, floppy])).toBe(blue);
  });
});
