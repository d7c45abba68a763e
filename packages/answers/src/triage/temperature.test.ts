import { describe, expect, it } from "vitest";
import { parseTemperatures, toCelsius } from "./temperature.js";

describe("parseTemperatures", () => {
  it.each([
    ["temp 101.5", [38.6]],
    ["she is 38.5c", [38.5]],
    ["102 F since this morning", [38.9]],
    ["39°C and shivering", [39]],
    ["temp of 39", [39]],
    ["running 102 all night", [38.9]],
    ["fever 100.4 what do i do", [38]],
    ["38,2 under the arm", [38.2]],
    ["thermometer says 35.6", [35.6]],
    ["reading was 96.5 degrees", [35.8]],
    ["104.5 in my 3 year old", [40.3]],
    ["temperature 99.1 in the armpit", [37.3]],
    ["101 degrees fahrenheit", [38.3]],
    ["37.9 celcius", [37.9]],
    ["temperature of thirty eight point five", [38.5]],
    ["temp is thirty eight", [38]],
    ["temperature one hundred and four point five", [40.3]],
    ["a hundred and one fever", [38.3]],
    ["39 point 2 on the thermometer", [39.2]],
  ])("reads %j", (text, expected) => {
    expect(parseTemperatures(text)).toEqual(expected);
  });

  it.each([
    "my 38 week baby",
    "he weighs 38.5 lb",
    "drinks 100 ml per feed",
    "solve 3x + 5 = 20",
    "fever for 39 hours",
    "she is 40 days old",
    "born at 36 weeks",
    "gave 100 mg",
    "room is 20 degrees",
    "2x+3=11",
    "my mom is 39",
    "my mum is thirty nine",
    "twenty five minutes",
    "one hundred percent sure",
  ])("ignores numbers that are not body temperatures: %j", (text) => {
    expect(parseTemperatures(text)).toEqual([]);
  });

  it("converts Fahrenheit to Celsius to one decimal", () => {
    expect(toCelsius(100.4, "f")).toBe(38);
    expect(toCelsius(104, "f")).toBe(40);
    expect(toCelsius(96.8, "f")).toBe(36);
  });
});
