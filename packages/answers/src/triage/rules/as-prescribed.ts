import type { Facts } from "../facts.js";

/**
 * A medicine taken as it was prescribed, as a course over days: "the medicine the doctor prescribed
 * for 2 days", "all his doses of amoxicillin", "3 days of antibiotics like the doctor said". Such a
 * message tells a treatment (and often a fever that outlasts it), not a child who got into medicine.
 */
const AS_PRESCRIBED =
  /\b(?:as|like) (?:the |his |her |their )?(?:prescribed|directed|doctor said|doctors said|gp said|pharmacist said|nurse said|label says|bottle says)\b|\b(?:doctor|doctors|gp|pediatrician|paediatrician|nurse|pharmacist|hospital|dentist) (?:\w+ ){0,2}(?:prescribed|gave (?:us|him|her|them)|put (?:him|her|them) on|started (?:him|her|them) on)\b|\bprescri(?:bed|ption)\b/;
/** The doses of a course: "all his doses", "every dose", "a course of", "the full course". */
const COURSE =
  /\b(?:all|every|each) (?:of )?(?:his|her|their|the) doses\b|\bevery (?:single )?dose\b|\b(?:a|the|his|her|their|this|full|whole) course\b|\bcourse of\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten) doses\b|\bevery (?:\d+|four|six|eight|twelve) (?:hours|hrs|h)\b|\b(?:once|twice|three times|3 times|2 times) a day\b/;
/** Taken over days: "for 2 days", "since Monday", "3 days of", "day 3 of". */
const OVER_DAYS =
  /\bfor (?:\d+|two|three|four|five|six|seven|a couple of|a few) days\b|\b(?:\d+|two|three|four|five|six|seven) days (?:of|on)\b|\bday (?:\d+|two|three|four|five) of\b|\bsince (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|the weekend|last week)\b|\b(?:been|was|is|s) (?:on|taking|having|giving (?:him|her|them)?)\b/;
/** What makes it a poisoning all the same: too much, the wrong one, someone else's, got into. */
const NOT_AS_PRESCRIBED =
  /\b(?:too (?:much|many)|overdos\w*|double|extra|twice the|wrong|by mistake|mistakenly|accident\w*|got (?:into|hold of|at)|found (?:him|her|them)|helped (?:himself|herself|themselves)|(?:whole|entire|half (?:a|the)|full) (?:bottle|packet|box|pack|strip)|bottle of|sneak\w*|snuck|without (?:me|us|anyone) knowing|(?:sisters|brothers|mums|moms|dads|grans|nans|grandmas|grandads|someone elses|my|our) (?:\w+ )?(?:medicine|meds|pills|tablets|antibiotics|amoxicillin)|not (?:his|hers|theirs|prescribed))\b/;

/** A prescribed medicine told as taken as a course, with nothing that makes it an overdose. */
export const takenAsPrescribed = (f: Facts) =>
  [f.text, f.corrected].some(
    (t) => (AS_PRESCRIBED.test(t) || COURSE.test(t)) && OVER_DAYS.test(t),
  ) && !f.says(NOT_AS_PRESCRIBED);
