import { Badge, Button } from "@nestling/ui";
import { useSyncExternalStore } from "react";
import { APP_VERSION } from "../../lib/analytics";
import { recentClientLogs, subscribeClientLogs } from "../../lib/client-log";
import { useAuth } from "../auth/auth-context";

let snapshot = recentClientLogs();
const subscribe = (onChange: () => void) =>
  subscribeClientLogs(() => {
    snapshot = recentClientLogs();
    onChange();
  });

/** /debug: what support needs to see on a parent's device. */
export default function DebugPage() {
  const { status, user } = useAuth();
  const logs = useSyncExternalStore(subscribe, () => snapshot);
  const rows: [string, string][] = [
    ["App version", APP_VERSION],
    ["Auth state", status],
    ["Signed in as", user?.email ?? "—"],
    ["Browser", navigator.userAgent],
    ["Language", navigator.language],
    ["Online", navigator.onLine ? "yes" : "no"],
    ["Screen", `${window.screen.width}×${window.screen.height} @${window.devicePixelRatio}x`],
    ["Time zone", Intl.DateTimeFormat().resolvedOptions().timeZone],
    [
      "Speech recognition",
      "SpeechRecognition" in window || "webkitSpeechRecognition" in window
        ? "supported"
        : "not supported",
    ],
  ];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:py-10">
      <h1 className="font-heading text-2xl font-extrabold">Debug information</h1>
      <dl className="grid gap-2 rounded-lg border border-border bg-card p-4 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd
              className="break-all text-muted-foreground"
              data-testid={`debug-${label.toLowerCase().replace(/\s+/g, "-")}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <section className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <h2 className="font-heading text-lg font-bold">Recent client logs</h2>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void navigator.clipboard?.writeText(JSON.stringify(logs, null, 2))}
          >
            Copy logs
          </Button>
        </div>
        {logs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No warnings or errors on this page yet.</p>
        ) : (
          <ol className="flex flex-col gap-1 font-mono text-xs" data-testid="debug-logs">
            {logs.map((line, index) => (
              <li key={`${line.at}-${index}`} className="flex gap-2 rounded bg-muted px-2 py-1">
                <Badge variant={line.level === "error" ? "destructive" : "outline"}>
                  {line.level}
                </Badge>
                <span className="text-muted-foreground">{line.at.slice(11, 19)}</span>
                <span className="break-all">{line.message}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
