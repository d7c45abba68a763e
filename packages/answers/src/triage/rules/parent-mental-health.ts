import { phraseHolds, type RedFlagRule } from "../rule.js";
import { CARE_TASK_HURT, PARENT_INTENT, PARENT_PSYCHOSIS } from "./danger-shared.js";

/** Low mood in the parent's words: flat, weepy, hollow, "like a shell". */
const LOW_MOOD =
  "=low|=sad|=flat|=tearful|=weepy|=teary|cry|=hollow|=empty|=numb|=down|=miserable|=shell|=hopeless|=depressed|=anxious|=lonely|=overwhelmed";

export const parentMentalHealthRules: readonly RedFlagRule[] = [
  {
    id: "parent-thoughts-of-harm",
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
      {
        pattern:
          "=i|=im|=ill|=id ~1 =might|=could|=would|=will|=want|=wanna|=afraid|=scared|=going|=gonna ~2 =to? hurt|=kill|=smother ~2 baby|child|=him|=her|=them",
        unless: [CARE_TASK_HURT],
      },
      "=hearing|=hears|=hear|=heard ~1 =voices",
      // "I keep hearing a voice", "heard a voice in my head".
      "=hearing|=hears|=hear|=heard ~1 =a ~1 =voice",
      // A harm the parent feels she must do: "I need to hurt her", "I have to hurt him" (not a
      // splinter, a jab or drops that will hurt).
      {
        pattern:
          "=i|=im|=ill|=id ~1 =need|=have|=must|=got ~1 =to ~1 hurt|=kill|=smother ~2 baby|child|=him|=her|=them",
        unless: [CARE_TASK_HURT],
      },
      "=seeing ~1 =things",
      "=hallucinating|=hallucinations|=psychosis|=psychotic",
      // "I'm paranoid now" after hearing of an illness is worry; paranoia said of someone is a sign.
      // "My husband says I'm paranoid" is someone calling the writer over-careful.
      {
        pattern:
          "=she|=shes|=he|=hes|=wife|=partner|=husband|=mum|=mom|=become|=became|=getting|=really|=very ~2 =paranoid",
        // "My husband is paranoid about SIDS": paranoid about a risk to the baby is worry.
        unless: [
          "=im|=i|=me|=am ~2 =paranoid",
          "=paranoid ~1 =about|=over|=with ~4 =sids|=cot|=crib|breathe|choke|=germs|=safety|=safe|sleep|=overheating|=suffocation|=suffocating|=drowning|=allergies|=allergy|=infection|=infections|=bugs|=virus|=viruses|=falls|=falling|=rolling|=temperature",
        ],
      },
      // "I've thought about ending it", "thinking of ending things".
      "=thought|=thoughts|=thinking|=think|=thinks|=considered|=considering ~2 =ending|=end ~1 =it|=things|=everything",
      // Pictures of harm: "I picture throwing him", "I keep imagining dropping her down the stairs".
      {
        pattern:
          "=picture|=picturing|=imagine|=imagining|=visualise|=visualize|=see ~2 =throwing|=dropping|=drowning|=hurting|=smothering|=shaking|=stabbing|=killing|=suffocating ~2 baby|=him|=her|=them|=myself",
        unless: ["=throwing ~3 =party|=ball|=birthday|=surprise"],
      },
      // Thoughts of doing it: "I keep thinking about dropping the baby on purpose", "thoughts of
      // shaking him" (not a nap or a feed being dropped, a party thrown, a drop-off at nursery).
      {
        pattern:
          "=thinking|=thought|=thoughts|=think ~3 =about|=of ~1 =dropping|=drop|=throwing|=throw|=shaking|=shake|=suffocating|=suffocate|=harming|=harm ~2 baby|=him|=her|=them",
        unless: [
          "=dropping|=drop|=throwing|=throw ~3 =nap|=naps|=feed|=feeds|=feeding|=bottle|=bottles|=dummy|=party|=ball|=birthday|=surprise|=off|=at|=nursery|=daycare|=class|=weight",
        ],
      },
      // A parent who can't trust herself with the baby: "I don't trust myself alone with her".
      {
        pattern: "not ~1 =trust ~1 =myself ~3 =alone|=with ~3 baby|=him|=her|=them|=kids|child",
        unless: [CARE_TASK_HURT, "=drive|=driving|=stairs|=carry|=carrying|=clumsy|=cook|=cooking"],
      },
      // "I think about dying every day", "keep thinking of killing myself".
      "=think|=thinks|=thinking|=thought ~2 =about|=of ~1 =dying|=suicide",
      "=think|=thinks|=thinking|=thought ~2 =about|=of ~1 =killing|=hurting|=harming ~1 =myself",
      // Beliefs out of touch with reality after a birth (postpartum psychosis): "says the baby isn't
      // ours", "messages through the TV", "thinks someone is watching her", "the baby was swapped".
      "baby ~3 =isnt|=not ~1 =ours|=mine|=hers|=real",
      "=messages|=signals|=signs|=voices ~5 =tv|=television|=radio|=wall|=walls|=lights",
      "=someone|=somebody|=people ~2 =watching|=spying|=following|=controlling|=poisoning ~2 =her|=him|=me|=us|baby",
      "=swapped|=switched|=replaced|=imposter|=impostor ~3 baby",
      // "says the baby is evil": a belief about the baby, said of her by someone else.
      "=says|=thinks|=believes|=convinced|=saying|=keeps ~4 baby|=he|=she|=it ~3 =evil|=possessed|=cursed|=demon|=devil",
      // "talking about angels telling her things": voices or beings that speak to her.
      "=angels|=angel|=god|=spirits|=demons|=devil|=voices ~3 =telling|=talking|=speaking|=told|=tell ~2 =her|=him|=me|=things|=to",
      "=talking|=talks ~2 =about ~1 =angels|=demons|=devil|=spirits",
      ...PARENT_INTENT,
      ...PARENT_PSYCHOSIS,
    ],
  },
  {
    id: "postpartum-depression-signs",
    when: (f) =>
      (!f.educational &&
        // "Is this the baby blues or something worse?" asks; "the baby blues are getting worse" tells.
        phraseHolds(f, {
          pattern: "=baby ~1 =blues ~6 =worse",
          unless: [
            "=or ~2 =worse",
            "=turn|=turns|=turning|=become|=becomes|=lead|=leads ~3 =worse",
          ],
        })) ||
      f.hasAny([
        "=i ~3 =have|=got ~2 =ppd|=postpartum|=postnatal|=post|=depression|=depressed|=pnd",
        "=i|=im ~2 =depressed",
        "not ~2 =bond|=bonding|=connect|=love ~3 baby|=him|=her|=them",
        "=feel ~1 =nothing ~2 =for|=towards",
        "not ~1 =cope|=coping",
        "=struggling ~3 =cope|=coping|=mentally",
        "=baby ~1 =blues ~6 =still",
        // Feelings, said of oneself ("I feel empty"), not "an empty bottle".
        "=feel|=feeling|=felt|=im|=so ~2 =hopeless|=worthless|=numb|=empty|=helpless",
        "=hopeless|=worthless|=helpless",
        "=cry|=crying|=cried ~3 =every ~1 =day|=night",
        // Harm denied beside low mood ("no I wouldn't hurt myself or him, I just feel flat and
        // weepy"): the parent is telling how she is, the postnatal-depression route.
        `=deniesharm ~10 ${LOW_MOOD}`,
        `${LOW_MOOD} ~10 =deniesharm`,
      ]) ||
      // Low mood of her own most days ("I just feel flat and teary most days"), unless she dates
      // it inside the first 2 weeks, the baby blues ("5 days after birth and im weepy all the time").
      (!f.educational &&
        (f.maxDurationHours === null || f.maxDurationHours >= 14 * 24) &&
        f.hasAny([
          `=i|=im|=feel|=feeling ~3 ${LOW_MOOD} ~4 =most|=every|=all ~1 =days|=day|=time`,
        ])) ||
      (f.hasAny([
        "=blues|=ppd|=depression|=depressed|=low|=sad|=anxious|=anxiety",
        "=cry|=crying|=cried ~2 =all ~1 =day|=time",
      ]) &&
        f.maxDurationHours !== null &&
        f.maxDurationHours >= 14 * 24),
  },
];
