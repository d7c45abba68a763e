import { SettingsPanel } from "./settings-panel";

/** /settings: the settings tabs as a page (lazily loaded, docs/behaviour.md §2). */
export default function SettingsPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6 md:py-10">
      <h1 className="font-heading text-2xl font-extrabold">Settings</h1>
      <p className="text-sm text-muted-foreground">
        Your baby's profile, your account and your privacy choices.
      </p>
      <SettingsPanel />
    </div>
  );
}
