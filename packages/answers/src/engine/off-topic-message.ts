import { OFF_TOPIC_REPLY } from "@nestling/citations";

/** The refusal for anything that is not about babies, toddlers, parenting or postpartum health. */
export const OFF_TOPIC_MESSAGE = `${OFF_TOPIC_REPLY} Ask me about feeding, sleep, development, behaviour, health, safety or everyday care of your baby or toddler.`;
