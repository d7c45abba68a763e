import { Button, Card } from "@nestling/ui";
import { BookOpenCheckIcon, HeartHandshakeIcon, ShieldCheckIcon } from "lucide-react";

const CARDS = [
  {
    icon: ShieldCheckIcon,
    title: "Privacy First",
    text: "Your family's data is encrypted and never shared with third parties.",
  },
  {
    icon: BookOpenCheckIcon,
    title: "Research-Backed",
    text: "Every answer is sourced from peer-reviewed research and trusted medical periodicals.",
  },
  {
    icon: HeartHandshakeIcon,
    title: "By Parents, For Parents",
    text: "Built by parents who know how long the nights can be, for the questions that come with them.",
  },
];

export function WelcomeStep({ onStart }: { onStart: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 sm:grid-cols-3">
        {CARDS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="flex h-full flex-col gap-2 p-4">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="font-heading text-base font-bold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Button size="lg" onClick={onStart} className="w-full sm:ml-auto sm:w-auto">
        Get Started
      </Button>
    </div>
  );
}
