import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCode } from "../../test/expect-code";
import { createHarness, type Harness } from "../../test/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: new Date("2025-06-15T12:00:00.000Z") });
});
afterAll(() => h.close());

describe("babyProfile", () => {
  it("answers NOT_FOUND before a profile exists, then creates and updates it", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    await expectCode(caller.babyProfile.get(), "NOT_FOUND");

    // What the onboarding sends: the first of the month, derived from an age, as a full ISO string.
    const created = await caller.babyProfile.save({
      name: " Mia ",
      feedingType: "both",
      dateOfBirth: "2025-03-01T00:00:00.000Z",
    });
    expect(created).toEqual({
      isNewProfile: true,
      profile: {
        name: "Mia",
        dateOfBirth: "2025-03-01",
        feedingType: "both",
        conditions: null,
        allergies: null,
        weight: null,
        height: null,
        createdAt: "2025-06-15T12:00:00.000Z",
        updatedAt: "2025-06-15T12:00:00.000Z",
      },
    });
    expect(await caller.babyProfile.get()).toEqual(created.profile);

    // What the settings form sends: every field, measures as text, blanks as empty strings.
    const updated = await caller.babyProfile.save({
      name: "Mia",
      dateOfBirth: "2025-02-27",
      feedingType: "formula",
      conditions: "Mild reflux",
      allergies: "",
      weight: "6.2",
      height: 61 as unknown as string,
    });
    expect(updated.isNewProfile).toBe(false);
    expect(updated.profile).toMatchObject({
      dateOfBirth: "2025-02-27",
      feedingType: "formula",
      conditions: "Mild reflux",
      allergies: null,
      weight: "6.2",
      height: "61",
    });
  });

  it("keeps fields that a later save leaves out", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    await caller.babyProfile.save({ name: "Leo", allergies: "Eggs" });
    const { profile } = await caller.babyProfile.save({ dateOfBirth: "2024-12-24" });
    expect(profile).toMatchObject({ name: "Leo", allergies: "Eggs", dateOfBirth: "2024-12-24" });
  });

  it("enforces the field limits", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const bad: Record<string, unknown>[] = [
      { name: "n".repeat(101) },
      { conditions: "c".repeat(1001) },
      { allergies: "a".repeat(1001) },
      { weight: "heavy" },
      { weight: "1".repeat(21) },
      { height: "-5" },
      { feedingType: "solids" },
      { dateOfBirth: "2025-02-30" },
      { dateOfBirth: "15/06/2025" },
      { dateOfBirth: "yesterday" },
    ];
    for (const input of bad)
      await expectCode(caller.babyProfile.save(input as never), "BAD_REQUEST");
    await expectCode(
      caller.babyProfile.save({ dateOfBirth: "2025-06-20" }),
      "BAD_REQUEST",
      /cannot be in the future/,
    );
    await expectCode(
      caller.babyProfile.save({ dateOfBirth: "2019-06-01" }),
      "BAD_REQUEST",
      /within the last 6 years/,
    );
    await expectCode(caller.babyProfile.get(), "NOT_FOUND");
    // Limits themselves are accepted.
    const ok = await caller.babyProfile.save({
      name: "n".repeat(100),
      conditions: "c".repeat(1000),
      weight: "12.345",
      dateOfBirth: "2019-06-16",
    });
    expect(ok.isNewProfile).toBe(true);
    expect((await caller.babyProfile.save({ dateOfBirth: "2025-06-15" })).profile.dateOfBirth).toBe(
      "2025-06-15",
    );
  });

  it("requires sign-in", async () => {
    const caller = await h.call();
    await expectCode(caller.babyProfile.get(), "UNAUTHORIZED");
    await expectCode(caller.babyProfile.save({ name: "x" }), "UNAUTHORIZED");
  });
});
