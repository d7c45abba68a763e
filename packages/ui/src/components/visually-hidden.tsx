import { VisuallyHidden as VisuallyHiddenPrimitive } from "radix-ui";

/** Text for screen readers only (e.g. a dialog title that the design shows as an image). */
export const VisuallyHidden = VisuallyHiddenPrimitive.Root;
