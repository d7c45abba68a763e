/** The child's sex as a question gives it ("my son", "his", "she"), or null when it does not say. */
export type Sex = "boy" | "girl" | null;

const BOY = /\b(?:he|him|his|himself|son|boy|boys)\b/;
const GIRL = /\b(?:she|her|hers|herself|daughter|girl|girls)\b/;

/**
 * "Is it normal for a toddler to touch his private parts" is about a boy; a question naming both
 * ("my son hits his sister": "her") says nothing of the child's sex.
 */
export function questionSex(question: string): Sex {
  const q = question.toLowerCase().replace(/[’']/g, " ");
  const boy = BOY.test(q);
  const girl = GIRL.test(q);
  return boy === girl ? null : boy ? "boy" : "girl";
}

/** The sex an article's title says it is written for ("…in young girls", "a boy's testicle"). */
export function entrySex(title: string): Sex {
  const t = title.toLowerCase();
  if (/\b(?:vulva|vulvovaginitis|labial|girls?)\b/.test(t)) return "girl";
  if (/\b(?:penis|foreskin|testicles?|boys?|boy s)\b/.test(t.replace(/[’']/g, " "))) return "boy";
  return null;
}
