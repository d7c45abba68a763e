import * as React from "react";
import { cn } from "../lib/cn";

export const fieldClasses =
  "w-full rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors md:text-sm " +
  "placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring " +
  "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(fieldClasses, "h-10 py-2", className)}
      {...props}
    />
  );
}
