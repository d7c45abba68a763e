import { Tabs, TabsContent, TabsList, TabsTrigger } from "@nestling/ui";
import { useAtom } from "jotai";
import { BabyIcon, LockIcon, UserIcon } from "lucide-react";
import { useAuth } from "../auth/auth-context";
import { AccountTab } from "./account-tab";
import { BabyTab } from "./baby-tab";
import { PrivacyTab } from "./privacy-tab";
import { settingsTabAtom, type SettingsTab } from "./settings-atoms";

// Every tab stays mounted in one grid cell and only the chosen one shows, so the panel is as tall as
// its tallest tab and the dialog keeps its height when the parent switches tabs.
const stacked = "col-start-1 row-start-1 data-[state=inactive]:invisible";

/** Baby, Account (signed in only) and Privacy tabs; shared by the dialog and the /settings page. */
export function SettingsPanel() {
  const { status } = useAuth();
  const [tab, setTab] = useAtom(settingsTabAtom);
  const signedIn = status === "signed-in";
  const current: SettingsTab = tab === "account" && !signedIn ? "baby" : tab;

  return (
    <Tabs value={current} onValueChange={(value) => setTab(value as SettingsTab)}>
      <TabsList aria-label="Settings sections">
        <TabsTrigger value="baby">
          <BabyIcon aria-hidden="true" />
          Baby
        </TabsTrigger>
        {signedIn ? (
          <TabsTrigger value="account">
            <UserIcon aria-hidden="true" />
            Account
          </TabsTrigger>
        ) : null}
        <TabsTrigger value="privacy">
          <LockIcon aria-hidden="true" />
          Privacy
        </TabsTrigger>
      </TabsList>
      <div className="grid" data-testid="settings-tab-panels">
        <TabsContent value="baby" forceMount className={stacked}>
          <BabyTab />
        </TabsContent>
        {signedIn ? (
          <TabsContent value="account" forceMount className={stacked}>
            <AccountTab />
          </TabsContent>
        ) : null}
        <TabsContent value="privacy" forceMount className={stacked}>
          <PrivacyTab />
        </TabsContent>
      </div>
    </Tabs>
  );
}
