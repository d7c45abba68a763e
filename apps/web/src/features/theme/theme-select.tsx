import { cn } from "@nestling/ui";
import { MonitorIcon, MoonIcon, SunIcon, type LucideIcon } from "lucide-react";
import { useId } from "react";
import type { ThemeChoice } from "./theme";
import { useThemeChoice } from "./use-theme";

const OPTIONS: Array<{ value: ThemeChoice; label: string; icon: LucideIcon }> = [
  { value: "light", label: "Light", icon: SunIcon },
  { value: "dark", label: "Dark", icon: MoonIcon },
  { value: "system", label: "System", icon: MonitorIcon },
];

/**
 * Settings: Light, Dark or System (the default, following the phone or computer). Native radio
 * buttons, so arrow keys move between the three and a screen reader hears "Theme, radio group".
 */
export function ThemeSelect() {
  const [choice, choose] = useThemeChoice();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5" data-testid="theme-select">
      <span id={`${id}-theme`} className="text-sm leading-none font-medium text-foreground">
        Theme
      </span>
      <p id={`${id}-theme-hint`} className="text-sm text-muted-foreground">
        System follows your device's light or dark setting.
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-theme`}
        aria-describedby={`${id}-theme-hint`}
        className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1"
      >
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              "flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium text-muted-foreground transition-colors",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
              "has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-sm",
            )}
          >
            <input
              type="radio"
              name={`${id}-theme-choice`}
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </div>
  );
}
