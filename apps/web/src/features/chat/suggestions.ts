import {
  Activity,
  Baby,
  Bath,
  Bed,
  Blocks,
  BookOpen,
  Brain,
  Car,
  Carrot,
  Cookie,
  Droplets,
  Ear,
  Footprints,
  Hand,
  HeartPulse,
  Milk,
  Moon,
  Salad,
  Shield,
  ShieldCheck,
  Smile,
  Soup,
  Speech,
  Sun,
  Syringe,
  Thermometer,
  type LucideIcon,
} from "lucide-react";

export type SuggestionCategory =
  "Feeding" | "Sleep" | "Development" | "Behavior" | "Health" | "Safety";

export interface SuggestedPrompt {
  text: string;
  icon: LucideIcon;
  category: SuggestionCategory;
}

export type AgeBand = "0-2" | "3-5" | "6-8" | "9-11" | "12+";

export function ageBand(months: number | null): AgeBand {
  if (months === null || months <= 2) return "0-2";
  if (months <= 5) return "3-5";
  if (months <= 8) return "6-8";
  if (months <= 11) return "9-11";
  return "12+";
}

/**
 * docs/behaviour.md §9 heading rules: newborn at 0 months, N-month-old up to 11, then years (and
 * months).
 */
export function suggestionHeading(months: number | null): string {
  if (months === null) return "How can I help you today?";
  if (months === 0) return "Questions for your newborn";
  if (months < 12) return `Questions for your ${months}-month-old`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const yearsText = `${years} ${years === 1 ? "year" : "years"}`;
  if (rest === 0) return `Questions for your ${years}-year-old`;
  return `Questions for your little one (${yearsText}, ${rest} ${rest === 1 ? "month" : "months"})`;
}

export const SUGGESTIONS: Record<AgeBand, readonly SuggestedPrompt[]> = {
  "0-2": [
    { text: "How much formula should my newborn drink per feed?", icon: Milk, category: "Feeding" },
    {
      text: "How can I tell if my breastfed baby is getting enough milk?",
      icon: Droplets,
      category: "Feeding",
    },
    { text: "How many hours a day does a newborn usually sleep?", icon: Moon, category: "Sleep" },
    { text: "What is the safest way for my baby to sleep?", icon: Bed, category: "Safety" },
    {
      text: "What temperature counts as a fever in a young baby?",
      icon: Thermometer,
      category: "Health",
    },
    { text: "How do I care for the umbilical cord stump?", icon: Bath, category: "Health" },
    {
      text: "Is it normal for my baby to cry for hours in the evening?",
      icon: Baby,
      category: "Behavior",
    },
    { text: "How much tummy time does my newborn need?", icon: Activity, category: "Development" },
  ],
  "3-5": [
    { text: "When can my baby start eating solid foods?", icon: Carrot, category: "Feeding" },
    {
      text: "What is the 4-month sleep regression and how long does it last?",
      icon: Moon,
      category: "Sleep",
    },
    {
      text: "How can I help my baby learn to fall asleep on their own?",
      icon: Bed,
      category: "Sleep",
    },
    { text: "When do babies usually start rolling over?", icon: Activity, category: "Development" },
    {
      text: "Is it normal for my baby to drool and chew on everything?",
      icon: Smile,
      category: "Development",
    },
    { text: "Which vaccines does my baby get at 4 months?", icon: Syringe, category: "Health" },
    { text: "How do I keep my baby safe in the car seat?", icon: Car, category: "Safety" },
    { text: "Why does my baby get fussy during feeds?", icon: Baby, category: "Behavior" },
  ],
  "6-8": [
    { text: "What are good first foods for my 6-month-old?", icon: Soup, category: "Feeding" },
    {
      text: "How do I introduce common allergy foods like peanut and egg?",
      icon: Salad,
      category: "Feeding",
    },
    { text: "How many naps does my baby need at this age?", icon: Sun, category: "Sleep" },
    { text: "When will my baby sit up without support?", icon: Blocks, category: "Development" },
    { text: "How can I soothe my baby's teething pain?", icon: Smile, category: "Health" },
    {
      text: "How do I babyproof my home before my baby starts crawling?",
      icon: ShieldCheck,
      category: "Safety",
    },
    { text: "Why does my baby cry when I leave the room?", icon: Hand, category: "Behavior" },
    {
      text: "How can I tell if my baby is choking or just gagging?",
      icon: Shield,
      category: "Safety",
    },
  ],
  "9-11": [
    { text: "Which finger foods are safe for my 9-month-old?", icon: Cookie, category: "Feeding" },
    {
      text: "How much milk does my baby need once they eat solids?",
      icon: Milk,
      category: "Feeding",
    },
    { text: "Why has my baby started waking up again at night?", icon: Moon, category: "Sleep" },
    {
      text: "When do babies usually say their first words?",
      icon: Speech,
      category: "Development",
    },
    {
      text: "My baby isn't crawling yet. Should I be worried?",
      icon: Footprints,
      category: "Development",
    },
    { text: "How should I respond when my baby bites or hits?", icon: Hand, category: "Behavior" },
    { text: "What should I do if my baby has an ear infection?", icon: Ear, category: "Health" },
    {
      text: "How do I keep my baby safe around stairs and windows?",
      icon: ShieldCheck,
      category: "Safety",
    },
  ],
  "12+": [
    {
      text: "How do I switch my toddler from formula to whole milk?",
      icon: Milk,
      category: "Feeding",
    },
    { text: "My toddler is a picky eater. What can I do?", icon: Salad, category: "Feeding" },
    { text: "How much sleep does a toddler need, including naps?", icon: Bed, category: "Sleep" },
    {
      text: "How many words should my toddler be saying?",
      icon: BookOpen,
      category: "Development",
    },
    { text: "When do most children start walking?", icon: Footprints, category: "Development" },
    { text: "How should I handle my toddler's tantrums?", icon: Brain, category: "Behavior" },
    { text: "When should I call the doctor about a fever?", icon: HeartPulse, category: "Health" },
    { text: "How can I prevent accidental poisoning at home?", icon: Shield, category: "Safety" },
  ],
};

export function suggestionsFor(months: number | null): readonly SuggestedPrompt[] {
  return SUGGESTIONS[ageBand(months)];
}
