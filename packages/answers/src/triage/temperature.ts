/**
 * Temperatures written by parents: "101.5", "38.5c", "102 F", "39°C", "temp of 39", "running 102".
 * Returns degrees Celsius. When no scale is written, the number decides: up to 45 is Celsius,
 * 86 and above is Fahrenheit (nothing between is a body temperature in either scale).
 */
const SCALE_AFTER =
  /^\s*(?:°|º|˚|deg(?:ree)?s?\b)?\s*(f|c|fahrenheit|farenheit|farenheight|fahrenheight|celsius|celcius|centigrade)(?![a-z])/;
const DEGREE_AFTER = /^\s*(?:°|º|˚|deg(?:ree)?s?\b)/;
const UNIT_AFTER =
  /^\s*(?:-\s*)?(?:lbs?|pounds?|kgs?|kilos?|kilograms?|g\b|grams?|oz|ounces?|ml|mls|cc|cm|mm|inch(?:es)?|ft|feet|foot|weeks?|wks?|w\b|days?|d\b|months?|mos?\b|mths?|m\b|hours?|hrs?|h\b|minutes?|mins?|seconds?|secs?|years?|yrs?|y\b|yo\b|y\/o|%|percent|times|x\b|am\b|pm\b|o ?clock|th\b|st\b|nd\b|rd\b|stairs|steps|calories|kcal|mg|mcg|units?|bpm|breaths|ounce|percentile|dollars|\$)/;
// A temperature word shortly before the number: "temp of 39", "fever was 102", "running 101".
const CONTEXT_BEFORE =
  /\b(?:temp\w*|fever\w*|thermometer|reading|reads?|running|registered|rectal\w*|armpit|underarm|oral|ear|forehead|spik\w*|hit|reached|febrile|degrees?)\b[^.!?\d]{0,32}$/;
const CONTEXT_AFTER =
  /^\s*(?:°|º|˚|deg|degree|fever|temp|temperature|rectal|rectally|armpit|underarm|orally|in (?:the|her|his) (?:ear|armpit|bum|butt)|under (?:the|her|his) arm)/;

const UNITS: Record<string, number> = {
  zero: 0,
  oh: 0,
  nought: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const DIGIT_WORD = `(?:${Object.keys(UNITS).join("|")}|\\d)`;
const UNIT_WORD = `(?:${Object.keys(UNITS)
  .filter((w) => w !== "oh" && w !== "nought" && w !== "zero")
  .join("|")})`;
const TENS_PART = `(?:${Object.keys(TENS).join("|")})(?:[ -]${UNIT_WORD})?|(?:${Object.keys(TEENS).join("|")})`;
const SPELLED = new RegExp(
  `\\b(?:((?:(?:a|one) )?hundred(?: and)?(?: (?:${TENS_PART}|${UNIT_WORD}))?)|(${TENS_PART})|(\\d{2,3}))(?: point ((?:${DIGIT_WORD}(?: |\\b))+))?`,
  "g",
);

function wordsValue(words: string): number {
  let total = 0;
  for (const w of words.split(/[ -]+/)) {
    if (w === "hundred") total = Math.max(total, 1) * 100;
    else if (w in TENS) total += TENS[w]!;
    else if (w in TEENS) total += TEENS[w]!;
    else if (w in UNITS && w !== "a") total += UNITS[w]!;
  }
  return total;
}

/**
 * Temperatures typed as words: "thirty eight point five" → "38.5", "a hundred and one" → "101",
 * "39 point 2" → "39.2". Numbers under twenty stay words: they are ages and counts, not readings.
 */
export function spelledNumbersToDigits(text: string): string {
  return text.replace(
    SPELLED,
    (
      whole,
      hundreds: string | undefined,
      tens: string | undefined,
      digits: string | undefined,
      decimals: string | undefined,
    ) => {
      if (digits !== undefined && decimals === undefined) return whole;
      const value = digits !== undefined ? Number(digits) : wordsValue((hundreds ?? tens)!);
      if (digits === undefined && value < 20) return whole;
      const fraction = decimals
        ? decimals
            .trim()
            .split(/\s+/)
            .map((d) => (/^\d$/.test(d) ? d : String(UNITS[d] ?? "")))
            .join("")
        : "";
      return fraction ? `${value}.${fraction} ` : `${value}`;
    },
  );
}

export function toCelsius(value: number, scale: "c" | "f"): number {
  return scale === "c" ? value : Math.round((((value - 32) * 5) / 9) * 10) / 10;
}

function plausible(celsius: number): boolean {
  return celsius >= 30 && celsius <= 45;
}

/** Every body temperature named in the text, in °C. */
export function parseTemperatures(text: string): number[] {
  const s = spelledNumbersToDigits(text.toLowerCase().replace(/(\d),(\d)/g, "$1.$2"));
  const out: number[] = [];
  for (const m of s.matchAll(/(?<![\d.])\d{2,3}(?:\.\d{1,2})?(?![\d])/g)) {
    const value = Number(m[0]);
    const start = m.index;
    const end = start + m[0].length;
    const after = s.slice(end, end + 24);
    const before = s.slice(Math.max(0, start - 40), start);
    if (
      /\$\s*$/.test(before) ||
      /(?:[+\-*/=×]|(?:^|[\s\d])x)\s*$/.test(before) ||
      /^\s*[+*/=]/.test(after)
    )
      continue;
    const scale = SCALE_AFTER.exec(after);
    if (scale) {
      const c = toCelsius(value, scale[1]!.startsWith("c") ? "c" : "f");
      if (plausible(c)) out.push(c);
      continue;
    }
    if (UNIT_AFTER.test(after)) continue;
    const inferred: "c" | "f" | null =
      value >= 30 && value <= 45 ? "c" : value >= 86 && value <= 113 ? "f" : null;
    if (inferred === null) continue;
    const hasDecimal = m[0].includes(".");
    const degree = DEGREE_AFTER.test(after);
    const context = CONTEXT_BEFORE.test(before) || CONTEXT_AFTER.test(after);
    // A decimal in a body-temperature range is almost always a reading ("101.5", "38.2");
    // a whole number needs a word around it that says so ("temp of 39", "102 fever").
    const inBodyRange = inferred === "c" ? value >= 34 && value <= 43 : value >= 94 && value <= 110;
    if (!inBodyRange) continue;
    if (degree || context || hasDecimal) out.push(toCelsius(value, inferred));
  }
  return out;
}
