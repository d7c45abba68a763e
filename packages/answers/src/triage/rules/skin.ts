import type { RedFlagRule } from "../rule.js";
import { SRC } from "../sources.js";

export const skinRules: readonly RedFlagRule[] = [
  {
    id: "infected-cord-stump",
    label: "Signs of infection around the umbilical cord stump",
    urgency: "urgent",
    action:
      "Call your pediatrician today: redness spreading around the cord stump, pus, a bad smell or swelling can mean an infection that needs treatment.",
    whileWaiting: [
      "Keep the stump clean and dry, and fold the diaper below it so it gets air.",
      "Don't put alcohol, powders or creams on it unless your pediatrician advises it.",
      "Call 911 or go to the emergency department if your baby has a fever of 100.4 °F (38 °C) or more, is feeding poorly, or is floppy or hard to wake.",
    ],
    sources: [SRC.mayoUmbilicalCord, SRC.clevelandNewbornCare, SRC.webmdCordCare],
    phrases: [
      "cord ~5 pus|smell|swell|=swollen|=hot|red|=infected|=infection",
      "pus|smell|swell|=swollen|red|=infected|=infection ~5 cord",
      "cord ~4 blood ~3 not ~2 stop",
    ],
    unless: ["=vocal|=power|=blind|=blinds|=extension|=phone|=charger|=cords"],
  },
  {
    id: "non-blanching-rash",
    label: "A rash that doesn't fade when pressed",
    urgency: "emergency",
    action:
      "Call 911 or go to the emergency department now: a rash that doesn't fade when you press a glass on it can mean a serious infection.",
    whileWaiting: [
      "Don't wait for a fever or for more spots to appear before you go.",
      "Check your child's breathing and how alert they are, and tell the dispatcher.",
      "Bring a note of when the rash first appeared and how fast it spread.",
    ],
    sources: [SRC.nhsRashes, SRC.nhsBabyRash, SRC.nhsHackneySeriouslyIll],
    phrases: [
      "not ~3 fade ~8 rash|spots|=bruises|=marks|glass|press",
      "rash|spots|=bruises|=marks|glass|press ~8 not ~3 fade",
      "not ~3 =away ~6 press|glass",
      "press|glass ~6 not ~3 =away",
      "=petechiae|=petechial|=purpura|=purpuric",
      "purple ~2 spots|rash|=blotches|=bruises",
      "=dark ~1 red ~2 spots|rash|=blotches",
      "spots|rash|=bruises ~3 purple",
      "=pinpoint ~2 red? spots|rash",
      "rash|spots|=marks ~4 =like ~2 =bruises|=bruise|=bruising",
      "=unexplained ~1 =bruises|=bruising ~8 fever",
    ],
  },
  {
    id: "pale-mottled-or-cold",
    label: "Pale, mottled or unusually cold skin",
    urgency: "emergency",
    action:
      "Call 911 now: skin that is mottled, very pale or grey, or unusually cold to touch can mean your child is seriously ill.",
    whileWaiting: [
      "Keep your child warm with a blanket and hold them close.",
      "Check their breathing and how alert they are, and tell the dispatcher.",
      "Don't give anything to eat or drink if they are very drowsy.",
    ],
    sources: [SRC.nhsBabyRash, SRC.nhsDiarrhoeaVomitingSheet, SRC.nhsFrimleyFeverOver3],
    phrases: [
      "=mottled|=mottling|=marbled",
      "=blotchy ~6 chilly|cold|pale|grey|sleepy|floppy|=limp|lethargic|unresponsive|drowsy|fever",
      "chilly|cold|pale|grey|sleepy|floppy|lethargic|drowsy ~6 =blotchy",
      "very ~1 pale",
      "pale ~5 floppy|=limp|chilly|cold|=clammy|lethargic|unresponsive|drowsy|=sweaty",
      "floppy|=limp|chilly|lethargic|unresponsive|drowsy ~5 pale",
      {
        pattern: "chilly",
        unless: [
          "=hands|=hand|=feet|=foot|=fingers|=toes|=nose|=ears|=room|=nursery|=house|=outside|=weather ~3 chilly",
          "chilly ~3 =hands|=feet|=fingers|=toes|=nose|=room|=nursery|=outside|=weather",
        ],
      },
      "skin ~3 =cold ~3 =touch",
    ],
  },
];
