import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";

const WORSENING =
  /\b(?:getting worse|got worse|gets worse|gone worse|worse and worse|worse (?:every|each) day|worse than (?:yesterday|before)|not getting better|no better|(?:still|isnt|is not) (?:any )?(?:better|improving)|not (?:any )?better|isnt getting better|not improving|isnt improving|hasnt improved|not clearing|wont clear|spreading)\b/;
const SYMPTOM =
  /\b(?:rash\w*|cough\w*|diarrh\w*|vomit\w*|sick|ear\w*|eczema|spots?|temperature|temp|fever|cold|runny nose|snot\w*|wheez\w*|pain|sore|swelling|swollen|discharge|conjunctivitis|eyes?|lump|limp\w*|bump)\b/;
const DIARRHOEA = /\b(?:diarrh\w*|(?:runny|watery|loose) (?:poos?|poops?|stools?|nappies))\b/;
const VOMITING = /\b(?:vomit\w*|throwing up|threw up|being sick|been sick)\b/;
const COUGH = /\bcough\w*\b/;
const COLD = /\b(?:a cold|colds?|runny nose|snotty|snot|blocked nose|stuffy nose|congest\w*)\b/;

/** A treatment named as already used ("after a week of the gel", "3 days of antibiotics"). */
const TREATMENT =
  /\b(?:of|on|with|using|despite|after) (?:the |his |her |their |that |this |a |an )?(?:\w+ )?(?:gel|cream|creams|ointment|drops|antibiotics?|amoxicillin|amoxil|penicillin|medicine|medication|treatment|nystatin|daktarin|miconazole|canesten|clotrimazole|sudocrem|bepanthen|antifungal)\b/;
/** The symptom is still there, or the treatment is not working. */
const STILL_THERE =
  /\b(?:still (?:\w+ ){0,3}(?:there|here|got|has|have|bad|red|sore|white|going|not (?:gone|better|cleared|clear|improving))|not (?:gone|going) away|(?:hasnt|has not|havent|have not|isnt|is not|not) (?:\w+ )?(?:gone|cleared|clearing|improved|improving|better|working|helping|helped|worked|made (?:any )?difference)|no (?:\w+ )?(?:better|change|difference|improvement)|wont (?:go|clear|shift)|worse)\b/;

/**
 * How a symptom runs that makes it worth a doctor's look once a warning sign comes with it: it came
 * back, gets worse or bigger, spreads, or is still there (the length itself is read from durations).
 */
const COURSE =
  /\b(?:(?:came|come|comes|coming|keeps coming|keep coming) back|back again|(?:getting|got|gone|gets|becoming|become) (?:worse|bigger|larger|redder|more (?:red|swollen|sore|painful|inflamed))|worse and worse|worse (?:every|each) day|worse than (?:yesterday|before)|(?:more|much more) (?:red|swollen|sore|painful|inflamed)|redder|spreading|spread (?:to|out|over|up|down|across)|growing|still (?:\w+ ){0,3}(?:there|not (?:better|gone|cleared|improving))|not (?:getting )?better|not improving|not (?:going|gone) away|wont (?:go|clear)|hasnt (?:gone|cleared|improved)|a couple of days|couple days|a fortnight|since last week|all week)\b/;
/** A fever or a temperature, named as the child's ("she has a temp", "temp again"). */
const TEMPERATURE =
  /\b(?:has|had|got|with|running|and|a|high|spiking|now) (?:a )?(?:temp|temperature|fever)\b|\b(?:temp|temperature|fever) (?:again|too|as well|of \d)|\bfeverish\b/;
/** A change since an earlier moment ("a splinter yesterday and now it's red"). */
const THEN_NOW =
  /\b(?:yesterday|last night|last week|(?:days?|a week|weeks?) ago|(?:at|over) the weekend|the other day|this morning|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|day (?:[2-9]|1[0-4]))\b(?: \w+){0,8} now\b|\bnow (?:\w+ ){0,6}(?:yesterday|days? ago|since)\b/;
/** A wound or spot told as it is "now" ("a splinter in her foot, now red round it and hot"). */
const WOUND_NOW =
  /\b(?:splinters?|cuts?|graze[sd]?|scratch(?:es|ed)?|scrapes?|piercings?|pierced|circumcision|stitches|wounds?|blisters?|burns?|stump|site)\b(?: \w+){0,8} now\b/;
/** Insect bites swell and redden as a matter of course; their infection has its own sign (bites.md). */
const INSECT =
  /\b(?:mosquito\w*|midges?|gnats?|insects?|bugs?|fleas?|bees?|wasps?|ants?|horse ?fly|mozzie\w*)\b/;
/** Signs of infection at a spot (not a swelling after a knock, which is expected). */
const INFECTED =
  /\bred (?:and |& )?(?:hot|swollen|sore|tender|puffy|angry)\b|\b(?:hot|swollen|sore|tender|puffy) (?:and |& )?red\b|\b(?:redder|inflamed|hot|warm to (?:the )?touch|pus|pussy|oozing|oozes|ooze|yellow (?:stuff|gunk|crust\w*|fluid|discharge|goo|liquid)|green (?:stuff|gunk|discharge)|smelly|smells bad)\b/;
/** A jab site that is red and sore for a day or two is an expected reaction. */
const VACCINE = /\b(?:jabs?|shots?|vaccin\w*|immuni[sz]\w*|injections?|bcg)\b/;
const NO_TEMPERATURE = /\b(?:no|not|without) (?:a |any )?(?:temp|temperature|fever)\b/;
const PAIN =
  /\b(?:pain|painful|hurts?|hurting|tender|sore|ache|aches|aching|achy|screams? (?:in pain|when)|cries (?:in pain|when (?:\w+ ){0,2}(?:touch|press|move)))\b/;
/** Pain that goes with an ordinary course: teething, or a sore throat or nose with a cold. */
const ORDINARY_PAIN =
  /\bteeth\w*|\btooth coming|\bsore (?:throat|nose)\b(?=.*\b(?:cold|cough\w*|runny|snot\w*|blocked)\b)|\b(?:cold|cough\w*|runny|snot\w*|blocked)\b.*\bsore (?:throat|nose)\b/;
// Red alone is a colour (a birthmark, a rash); red with heat, swelling or soreness is inflamed.
const INFLAMED =
  /\b(?:it s|its|is|skin|rash|patch|patches|sore|sores|cut|graze) weeping\b|\bred (?:and |& )?(?:hot|swollen|sore|tender|puffy|angry)\b|\b(?:hot|swollen|sore|tender|puffy) (?:and |& )?red\b|\b(?:redder|redness|inflamed|hot to (?:the )?touch|warm to (?:the )?touch|swollen|swelling|swelled|puffy|pus|pussy|oozing|oozes|ooze|yellow (?:stuff|gunk|crust\w*|fluid|discharge|goo|liquid)|green (?:stuff|gunk|discharge)|smelly|smells bad)\b/;
// Milk feeds and drinks: a child who eats less food while ill is expected.
const FEEDING_LESS =
  /\b(?:not|isnt|wont|won t|refus\w+|stopped|barely|hardly) (?:\w+ ){0,2}(?:feed\w*|drink\w*|nurs\w*|bottles?|milk|boob|breast)\b|\b(?:feeding|feeds|drinking|nursing) (?:\w+ ){0,3}(?:less|shorter|hardly|very little|badly|poorly)\b(?! (?:often )?(?:at night|overnight|in the night|now (?:hes|shes|he s|she s) older))|\b(?:off|gone off) (?:his|her|their) (?:milk|feeds?|bottles?)\b|\bfuss\w* (?:on|at) the (?:boob|breast|bottle)\b|\bpull\w* off the (?:boob|breast|bottle)\b/;
const FEWER_WEES =
  /\b(?:fewer|less|not many|hardly any|only (?:one|two|three|1|2|3)) (?:wet )?(?:nappies|diapers|wees|pees)\b|\bdry (?:nappies|diapers)\b|\bnot (?:weeing|peeing)\b/;
const SLEEPY =
  /\b(?:lethargic|listless|floppy|very sleepy|really sleepy|so sleepy|unusually sleepy|no energy|drowsy|not (?:himself|herself|themselves))\b/;
/** Illnesses in which a baby under 3 months needs a doctor sooner. */
const ILLNESS =
  /\b(?:cough\w*|cold|colds|runny|snot\w*|blocked nose|stuffy|congest\w*|vomit\w*|sick|throwing up|diarrh\w*|temp|temperature|fever\w*|wheez\w*|sticky eyes?|eye discharge|gunk\w*|thrush|rash)\b/;
/** "Poos every few days": how often, not how long. */
const EVERY_FEW = /\bevery (?:few|couple of|\d+|two|three|four|other) (?:days?|weeks?)\b/;
/** The parent's own body ("my nipples have been sore for a week"), which is not the child's symptom. */
const PARENT_BODY =
  /\bmy (?:right |left )?(?:boob|boobs|breast|breasts|nipple|nipples|stitches|scar|c ?section|wound|tooth|teeth|throat|back)\b|\bi (?:have|ve got|have got|had) (?:a |an )?(?:\w+ )?(?:temp|fever|mastitis|infection)\b|\b(?:im|i m|i am|i feel|ive been|i ve been|i have been|i keep) (?:\w+ ){0,4}(?:bleeding|sore|in pain|feverish|weepy|teary|crying|achy)\b/;

/**
 * A colour that deepens when the baby cries or strains ("pink patches on her eyelids, redder when
 * she cries"): a birthmark or a flush showing, not a patch that is getting worse or inflamed.
 */
const REDDER_WITH_CRYING =
  /\b(?:redder|darker|brighter|more red|more noticeable)\b(?: \w+){0,2} (?:when|if|as|whenever) (?:she|he|they|baby|bub|the baby) (?:\w+ )?(?:cries|crying|cry|strains|straining|screams|screaming|gets upset|is upset|pushes|pushing|gets hot|is hot)\b/;

/** A sign the parent says is absent ("no pain, no swelling", "the skin isn't red"). */
const SIGN_DENIED =
  /\b(?:no|not|without|isnt|arent|never|nor)\s+(?:(?:any|a|an|obvious|real|signs? of|sign of)\s+)?(?:pain|painful|swelling|swollen|redness|red|fever|temp|temperature|sore|soreness|pus|discharge)\b/;

/** The facts read without what the rule must not take for a sign. */
function besides(f: Facts, aside: RegExp): Facts {
  if (!f.says(aside)) return f;
  const all = new RegExp(aside.source, "g");
  const text = f.text.toLowerCase().replace(all, " ");
  const corrected = f.corrected.replace(all, " ");
  return { ...f, says: (re) => re.test(text) || re.test(corrected) };
}

function warningSign(f: Facts): boolean {
  const ageYoung = f.ageMonths !== null && f.ageMonths < 3 && f.says(ILLNESS);
  const fever = f.feverReported || (f.says(TEMPERATURE) && !f.says(NO_TEMPERATURE) && !f.feverOver);
  const pain = f.says(PAIN) && !f.says(ORDINARY_PAIN);
  return (
    ageYoung ||
    fever ||
    pain ||
    f.says(INFLAMED) ||
    f.says(FEEDING_LESS) ||
    f.says(FEWER_WEES) ||
    f.says(SLEEPY)
  );
}

const DAY = 24;
const lastedAtLeast = (f: Facts, hours: number) =>
  f.maxDurationHours !== null && f.maxDurationHours >= hours;

/**
 * Symptoms that have gone on too long or keep getting worse (protocol persisting-symptoms): the
 * "call the doctor today" level, however ordinary the symptom, so a week of diarrhoea is not
 * answered as routine home care. Durations follow the usual course of each illness.
 */
export const persistingRules: readonly RedFlagRule[] = [
  {
    id: "symptom-not-improving",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (f.says(WORSENING) && f.says(SYMPTOM) && lastedAtLeast(f, 2 * DAY)) ||
      (f.says(DIARRHOEA) && lastedAtLeast(f, 7 * DAY)) ||
      (f.says(VOMITING) &&
        lastedAtLeast(f, f.ageMonths !== null && f.ageMonths < 12 ? DAY : 2 * DAY)) ||
      (f.says(COUGH) && lastedAtLeast(f, 21 * DAY)) ||
      (f.says(COLD) && !f.says(/\bcold (?:hands|feet|room)\b/) && lastedAtLeast(f, 10 * DAY)) ||
      // Thrush after a week of gel, a rash after days of cream: the treatment is not working.
      (f.says(TREATMENT) && f.says(STILL_THERE) && lastedAtLeast(f, 2 * DAY)),
  },
  {
    // The general reading of a course that needs a doctor: lasting 2 days or more, coming back,
    // getting worse or spreading, together with a warning sign (a fever, pain, an inflamed or
    // oozing patch, poor feeding, fewer wees, a sleepy child, a young baby). The specific rules
    // catch the pictures their authors foresaw; this one catches the course of any symptom.
    id: "lasting-with-warning-sign",
    educational: true,
    pastOnly: true,
    when: (told) => {
      const f = besides(besides(told, REDDER_WITH_CRYING), SIGN_DENIED);
      return (
        !f.says(PARENT_BODY) &&
        ((((lastedAtLeast(f, 2 * DAY) && !f.says(EVERY_FEW)) || f.says(COURSE)) &&
          warningSign(f)) ||
          ((f.says(THEN_NOW) || (f.says(WOUND_NOW) && !f.says(INSECT))) &&
            f.says(INFECTED) &&
            !f.says(VACCINE)))
      );
    },
  },
];
