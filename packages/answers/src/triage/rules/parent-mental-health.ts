import type { RedFlagRule } from "../rule.js";
import { SRC } from "../sources.js";

export const parentMentalHealthRules: readonly RedFlagRule[] = [
  {
    id: "parent-thoughts-of-harm",
    label:
      "A parent with thoughts of harming themselves or the baby, or signs of postpartum psychosis",
    urgency: "emergency",
    action:
      "Call 911 now, or call or text 988 (the Suicide & Crisis Lifeline in the US): thoughts of harming yourself or your baby are a medical emergency, and help is available right now.",
    whileWaiting: [
      "Put your baby somewhere safe, such as on their back in the crib, and ask another adult to take over their care.",
      "Don't stay alone: call your partner, a relative or a friend to be with you.",
      "Tell the doctor exactly what you are thinking and feeling; these thoughts are a symptom of an illness that can be treated.",
    ],
    sources: [
      SRC.medlinePostpartumDepression,
      SRC.mayoPostpartumDepression,
      SRC.nimhPerinatalDepression,
    ],
    phrases: [
      "=thoughts|=thought|=thinking|=urge|=urges|=images ~3 =of|=about ~1 hurt|=killing|=smothering|=drowning|die",
      "=thoughts|=thought|=thinking ~3 hurt|die ~2 =myself|baby|=him|=her|child|=my|=the",
      "=want|=wanna|=wanted|=going ~2 =to? die",
      "=kill|=killing|=end|hurt ~1 =myself",
      "die ~1 =myself",
      "=suicide|=suicidal",
      "=end|=ending|=take|=taking ~1 =my ~1 =own? =life",
      "=end|=ending ~1 =it ~1 =all",
      "=better ~1 =off ~2 =without ~1 =me",
      "not ~2 =want ~3 =to? =be? =alive|=live|=here|=exist|=wake",
      "=no ~1 =reason ~2 =to ~1 =live",
      "=i|=im|=ill|=id ~1 =might|=could|=would|=will|=want|=wanna|=afraid|=scared|=going|=gonna ~2 =to? hurt|=kill|=smother ~2 baby|child|=him|=her|=them",
      "=hearing|=hears|=hear|=heard ~1 =voices",
      "=seeing ~1 =things",
      "=hallucinating|=hallucinations|=paranoid|=psychosis|=psychotic",
    ],
    unless: ["not ~2 =suicidal", "=never ~3 hurt"],
  },
  {
    id: "postpartum-depression-signs",
    label: "Low mood, anxiety or 'baby blues' lasting more than 2 weeks or getting worse",
    urgency: "urgent",
    action:
      "Please contact your doctor, midwife or your baby's pediatrician in the next few days: low mood or anxiety that lasts beyond 2 weeks after birth, or gets worse, can be postpartum depression, and it is treatable.",
    whileWaiting: [
      "Tell someone you trust how you are feeling today, and ask for practical help with night feeds and chores.",
      "Rest when you can and eat regular meals, even small ones.",
      "If you have thoughts of harming yourself or your baby, call 911 or call or text 988 right away.",
    ],
    sources: [
      SRC.mayoPostpartumDepression,
      SRC.nhsPostnatalDepression,
      SRC.nimhPerinatalDepression,
    ],
    when: (f) =>
      !f.educational &&
      (f.hasAny([
        "=i ~3 =have|=got ~2 =ppd|=postpartum|=postnatal|=post|=depression|=depressed|=pnd",
        "=i|=im ~2 =depressed",
        "not ~2 =bond|=bonding|=connect|=love ~3 baby|=him|=her|=them",
        "=feel ~1 =nothing ~2 =for|=towards",
        "not ~1 =cope|=coping",
        "=struggling ~3 =cope|=coping|=mentally",
        "=baby ~1 =blues ~6 =still|=worse",
        "=hopeless|=worthless|=numb|=empty|=helpless",
        "=cry|=crying|=cried ~3 =every ~1 =day|=night",
      ]) ||
        (f.hasAny([
          "=blues|=ppd|=depression|=depressed|=low|=sad|=anxious|=anxiety",
          "=cry|=crying|=cried ~2 =all ~1 =day|=time",
        ]) &&
          f.maxDurationHours !== null &&
          f.maxDurationHours >= 14 * 24)),
  },
];
