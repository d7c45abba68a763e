/**
 * The amount of a fever or pain medicine a parent says they are giving, read from the message
 * ("half of one of my 500mg paracetamol tablets every 4 hours, she's about 10kg"), and whether the
 * day's total is over the most a child of that weight may have.
 *
 * The daily limits are the most lenient of the reviewed sources, so only a dose that is clearly too
 * much is flagged: acetaminophen 15 mg/kg a dose, at most 5 doses (75 mg/kg) in 24 hours
 * (HealthyChildren, AAP; the NHS allows 4 doses); ibuprofen 10 mg/kg a dose, at most 40 mg/kg in
 * 24 hours. Sources: poisoning.md, medicine-too-often.
 */

type Medicine = "acetaminophen" | "ibuprofen";

const MOST_MG_PER_KG_A_DAY: Readonly<Record<Medicine, number>> = {
  acetaminophen: 75,
  ibuprofen: 40,
};

const MEDICINE_NAMES: ReadonlyArray<readonly [Medicine, RegExp]> = [
  ["acetaminophen", /\b(?:tylenol|acetaminophen|paracetamol|calpol|panadol|disprol|hedex)\b/],
  ["ibuprofen", /\b(?:ibuprofen|motrin|advil|nurofen|calprofen|brufen)\b/],
];

/** How much of a tablet or dose: "half of one of my", "a quarter of a", "2 of my". */
const FRACTION =
  /\b(half|quarter|a third|one|two|1|2)\b(?: (?:of|a|an|one|my|the|those|these|her|his|their)){0,4}\s*$/;
const FRACTIONS: Readonly<Record<string, number>> = {
  half: 0.5,
  quarter: 0.25,
  "a third": 1 / 3,
  one: 1,
  "1": 1,
  two: 2,
  "2": 2,
};

export interface DoseReport {
  medicine: Medicine;
  /** Milligrams in one dose, when the strength is given. */
  doseMg: number | null;
  /** Doses in 24 hours: "every 4 hours" is 6, "3 times a day" is 3. */
  dosesPerDay: number | null;
  weightKg: number | null;
}

/** The medicine, dose, frequency and weight a message gives, or null when no fever medicine is named. */
export function readDose(text: string): DoseReport | null {
  const medicine = MEDICINE_NAMES.find(([, re]) => re.test(text))?.[0];
  if (!medicine) return null;
  let doseMg: number | null = null;
  const mg = /(\d+(?:\.\d+)?) ?(?:mg|milligrams?)\b/.exec(text);
  if (mg) {
    const before = text.slice(Math.max(0, mg.index - 40), mg.index);
    const part = FRACTION.exec(before);
    doseMg = Number(mg[1]) * (part ? (FRACTIONS[part[1]!] ?? 1) : 1);
  }
  let dosesPerDay: number | null = null;
  const every = /\bevery (\d+(?:\.\d+)?|one|two|three|four|six) ?(?:hours?|hrs?|h)\b/.exec(text);
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, six: 6 };
  if (every) dosesPerDay = 24 / (words[every[1]!] ?? Number(every[1]));
  else if (/\bevery hour\b/.test(text)) dosesPerDay = 24;
  const times = /\b(\d|one|two|three|four|five|six|seven|eight) times (?:a|per|in a) day\b/.exec(
    text,
  );
  if (!every && times) {
    const n: Record<string, number> = { ...words, five: 5, seven: 7, eight: 8 };
    dosesPerDay = n[times[1]!] ?? Number(times[1]);
  }
  let weightKg: number | null = null;
  const kg = /(\d+(?:\.\d+)?) ?(?:kg|kgs|kilos?|kilograms?)\b/.exec(text);
  const lb = /(\d+(?:\.\d+)?) ?(?:lb|lbs|pounds)\b/.exec(text);
  if (kg) weightKg = Number(kg[1]);
  else if (lb) weightKg = Number(lb[1]) * 0.4536;
  return { medicine, doseMg, dosesPerDay, weightKg };
}

/** The day's total is over the weight-based limit (all three of dose, frequency and weight known). */
export function overDailyLimit(report: DoseReport | null): boolean {
  if (!report || report.doseMg === null || report.dosesPerDay === null) return false;
  if (report.weightKg === null || report.weightKg <= 0) return false;
  const perKg = (report.doseMg * report.dosesPerDay) / report.weightKg;
  return perKg > MOST_MG_PER_KG_A_DAY[report.medicine];
}
