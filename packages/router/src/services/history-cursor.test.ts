import { describe, expect, it } from "vitest";
import { MAX_ID } from "../schemas";
import { decodeHistoryCursor, encodeHistoryCursor } from "./history-cursor";

const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("the history cursor", () => {
  it("gives back the position it was made from", () => {
    const position = { updatedAt: "2025-06-01T08:00:00.123Z", id: 42 };
    expect(decodeHistoryCursor(encodeHistoryCursor(position))).toEqual(position);
  });

  it("refuses made-up cursors the database could not read, as invalid input", () => {
    for (const value of [
      ["2025-02-30T08:00:00Z", 1],
      ["2025-06-01T25:00:00Z", 1],
      ["2025-06-01T08:00:00Z", MAX_ID + 1],
      ["2025-06-01T08:00:00Z", 0],
      ["2025-06-01", 1],
      [1, 1],
    ])
      expect(() => decodeHistoryCursor(made(value)), JSON.stringify(value)).toThrow(
        /not a cursor this API gave out/,
      );
  });
});
