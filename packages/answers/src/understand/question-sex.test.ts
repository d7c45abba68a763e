import { describe, expect, it } from "vitest";
import { entrySex, questionSex } from "./question-sex.js";

describe("questionSex", () => {
  it.each([
    ["my toddler son has a red sore down below", "boy"],
    ["he keeps pulling at his nappy", "boy"],
    ["my little girl's bits look sore", "girl"],
    ["she's 2 and won't stop scratching", "girl"],
    ["my son pushed her off the slide", null],
    ["how often should a 2 year old nap", null],
  ])("%j → %s", (question, sex) => {
    expect(questionSex(question)).toBe(sex);
  });
});

describe("entrySex", () => {
  it.each([
    ["Sore, red or itchy vulva in young girls (vulvovaginitis)", "girl"],
    ["Caring for an uncircumcised penis and foreskin", "boy"],
    ["Sudden pain or swelling in a boy's testicle or scrotum", "boy"],
    ["Newborn swollen breasts, vaginal discharge and bleeding: effects of mum's hormones", null],
    ["Groin lumps and swollen scrotum: inguinal hernia and hydrocele", null],
  ])("%j → %s", (title, sex) => {
    expect(entrySex(title)).toBe(sex);
  });
});
