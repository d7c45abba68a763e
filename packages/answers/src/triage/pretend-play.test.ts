import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";

describe("pretend play is a game, not the child's state", () => {
  it.each([
    // Blind TF5-071 and TF5-072.
    "my 5 yo keeps playing dead in her zombie game and lies totally still not answering, its creeping me out lol is that normal",
    "my daughter has a toy doctors kit and keeps pretending her teddy swallowed a battery, how do i teach her about real batteries being dangerous",
    "my son plays dead when i ask him to tidy up, just lies there and wont respond, is this a phase?",
    "my 2 year old keeps playing dead, just lies on the floor and wont answer me, is that normal",
    "my twins play hospital all day, one pretends to faint, should i be worried its morbid",
    "my 3 year old keeps pretending to choke on his food to make his sister laugh, how do i get him to stop",
    "grandson pretends his action man swallowed a magnet, how do i explain magnets are dangerous",
    "my 4yo pretended to drink the bleach from her toy cleaning set, its just water, should i worry",
    "our lad (6) loves playing zombies and flops on the floor not breathing for ages, is that a normal phase",
  ])("%j is not an alarm", (q) => {
    expect(category(q)).not.toBe("emergency");
  });

  it.each([
    "we were playing doctors and he swallowed a button battery from the kit",
    "he was playing dead but now hes really not breathing",
    "she was pretending to be asleep, not breathing properly, floppy",
    "i thought he was playing dead but he wont wake up and his lips are blue",
    "she was playing dead in the game and now she isnt responding, its not a game anymore",
    "we were playing a game and he fell off the sofa, not moving",
    "playing hospital with her sister and she actually swallowed a magnet from the set",
  ])("the real thing beside the play still alarms: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});
