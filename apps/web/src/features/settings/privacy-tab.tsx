import { Label, Separator, Switch } from "@nestling/ui";
import { useAtom } from "jotai";
import { ShieldCheckIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { useAuth } from "../auth/auth-context";
import { RegionSelect } from "../region/region-select";
import { ThemeSelect } from "../theme/theme-select";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { personalizeAtom } from "./settings-atoms";

export function PrivacyTab() {
  const { status } = useAuth();
  const [personalize, setPersonalize] = useAtom(personalizeAtom);
  const id = useId();
  return (
    <div className="flex flex-col gap-4" data-testid="privacy-tab">
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-personalize`}>Personalized Responses</Label>
          <p id={`${id}-personalize-hint`} className="text-sm text-muted-foreground">
            Use your baby's profile (name and age) to tailor advice. Turning this off keeps answers
            general.
          </p>
        </div>
        <Switch
          id={`${id}-personalize`}
          checked={personalize}
          onCheckedChange={setPersonalize}
          aria-describedby={`${id}-personalize-hint`}
        />
      </div>
      <Separator />
      <RegionSelect />
      <Separator />
      <ThemeSelect />
      <Separator />
      <div className="flex items-start gap-3 rounded-lg bg-muted p-3 text-sm">
        <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <p>
          Your data is sent over encrypted connections, stored only to run Nestling, and never sold
          or shared with advertisers. Read the{" "}
          <Link to="/privacy" className="font-medium text-primary underline underline-offset-2">
            privacy policy
          </Link>{" "}
          for what we keep and how to delete it.
        </p>
      </div>
      {status === "signed-in" ? (
        <>
          <Separator />
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">Delete your account</p>
            <p className="text-sm text-muted-foreground">
              Removes your profile, conversations and settings for good.
            </p>
            <DeleteAccountDialog />
          </div>
        </>
      ) : null}
    </div>
  );
}
