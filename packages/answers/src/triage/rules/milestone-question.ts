import type { Facts } from "../facts.js";

/**
 * A milestone not reached yet, or the child's development named: "6 weeks and not smiling yet",
 * "not rolling over", "is something wrong with her development". "Is something wrong?" after such
 * words asks about development, not about a child who seems ill.
 */
export const MILESTONE_WORDS = [
  "not ~3 =smiling|=smile|=smiles|=smiled|=rolling|=rolled|=roll|=rolls|=babbling|=babble|=babbles|=cooing|=coo|=coos|=crawling|=crawl|=crawls|=sitting|=sit|=walking|=walk|=walks|=talking|=talk|=talks|=laughing|=laugh|=pointing|=point|=waving|=wave|=clapping|=clap|=words|=tracking|=track|=following|=lifting|=lift|=holding|=hold|=reaching|=grabbing|=standing|=stand|=cruising",
  "=smiling|=smile|=smiled|=rolling|=rolled|=roll|=babbling|=cooing|=crawling|=sitting|=walking|=talking|=laughing|=words|=reaching|=grabbing|=standing|=cruising ~3 =yet",
  "=development|=developmental|=developing|=milestone|=milestones|=delay|=delayed|=behind|=late ~2 =bloomer",
  "=eye ~1 =contact",
  "=head ~1 =control",
];

/** Signs of illness or injury: with any of them, "something is wrong" is about the child's health. */
const ILLNESS_WORDS = [
  "fever|hot|=temperature|=temp|=feverish",
  "not|refuse|=poorly|=poor ~3 feed|drink|eat",
  "floppy|=limp|lethargic|unresponsive|drowsy|confused|weak|moan",
  "not|=hard|=difficult ~3 wake",
  "very ~1 sleepy",
  "breathe|grunt|wheeze|cough",
  "blue|grey|pale|mottled|=yellow|=jaundice|=jaundiced",
  "vomit|spitup|diarrhea|rash|seizure",
  "=sick|=ill|=unwell|=poorly|=pain|=sore|=swollen|=bump|=injury|=injured|hurt|fall|hit",
  "=high ~1 =pitched",
  "not ~3 pee|=wetdiaper",
];

/** A question about a milestone or development with no sign of illness or injury in it. */
export function milestoneQuestion(f: Facts): boolean {
  return f.hasAny(MILESTONE_WORDS) && !f.hasAny(ILLNESS_WORDS) && !f.feverReported;
}
