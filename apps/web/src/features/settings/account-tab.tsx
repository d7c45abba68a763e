import { Avatar, Badge, Button, Separator } from "@nestling/ui";
import { LogOutIcon } from "lucide-react";
import { useAuth } from "../auth/auth-context";
import { accountName, avatarInitial } from "../profile/profile-rules";

/** Account details for a signed-in parent (docs/behaviour.md §2). */
export function AccountTab() {
  const { user, signOut } = useAuth();
  const name = accountName(user);
  return (
    <div className="flex flex-col gap-4" data-testid="account-tab">
      <div className="flex items-center gap-4">
        <Avatar size="xl" src={user?.profileImageUrl} fallback={avatarInitial(user)} alt={name} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="truncate font-heading text-lg font-bold">{name}</p>
          <p className="truncate text-sm text-muted-foreground">{user?.email}</p>
          <Badge variant="secondary" className="self-start">
            Connected via Google
          </Badge>
        </div>
      </div>
      <Separator />
      <dl className="grid gap-3 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="font-medium">Account Type</dt>
          <dd className="flex items-center gap-2 text-muted-foreground">
            Free account with full access <Badge variant="success">Free</Badge>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-2">
          <dt className="font-medium">Member Since</dt>
          <dd className="text-muted-foreground">Today</dd>
        </div>
      </dl>
      <Separator />
      <Button
        variant="outline"
        className="self-start"
        onClick={() => void signOut({ source: "account" })}
      >
        <LogOutIcon aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  );
}
