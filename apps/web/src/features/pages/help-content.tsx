import { Link } from "react-router";
import { Article, EmergencyNotice, Section, SourceList } from "./article";

const FAQ: { q: string; a: React.ReactNode }[] = [
  {
    q: "What can I ask Nestling?",
    a: "Everyday questions about babies and toddlers up to about three years old: feeding, sleep, development, behaviour, health, safety and general care. Questions outside parenting get a polite note that Nestling only covers baby care.",
  },
  {
    q: "Where do the answers come from?",
    a: "Answers are written from guidance published by trusted health organisations. Each answer lists its sources with numbered links, so you can read the original advice. Tap 'Sources' under an answer to see them.",
  },
  {
    q: "What happens if I describe an emergency?",
    a: "If your question mentions warning signs such as trouble breathing, a baby who will not wake, or a seizure, the answer starts with a clear instruction to call 911 and what to do while help is on the way. Please do not wait for the app: call first.",
  },
  {
    q: "Do I need an account?",
    a: "No. You can ask questions without signing in. Signing in with Google adds a baby profile (so answers fit your baby's age), saved chat history and settings.",
  },
  {
    q: "What does 'Personalized Responses' do?",
    a: "When it is on, Nestling uses your baby's name and age from the profile to tailor answers. Turn it off in Settings → Privacy for general answers. The choice lasts until you reload the page.",
  },
  {
    q: "How do I rate an answer?",
    a: "Use the thumbs up or thumbs down under a saved answer. Each answer can be rated once; your rating helps us find answers to improve.",
  },
  {
    q: "Can I use my voice?",
    a: "Yes, in browsers that support speech recognition (Chrome, Safari or Edge). Tap the microphone, speak, and your words appear in the message box. Listening stops by itself after 30 seconds.",
  },
  {
    q: "How do I delete my data?",
    a: (
      <>
        Open Settings → Privacy and choose 'Delete My Account'. This removes your baby profile, all
        conversations, your settings and everything else stored with your account. See the{" "}
        <Link to="/privacy">privacy policy</Link> for details.
      </>
    ),
  },
];

export function HelpContent() {
  return (
    <Article title="Help & FAQ" intro="Quick answers about using Nestling.">
      <EmergencyNotice />
      <Section title="Getting started">
        <p>
          Type a question in the box at the bottom of the chat, or tap one of the suggested
          questions. Press Enter to send; Shift+Enter starts a new line. 'New Baby Question' in the
          menu starts a fresh conversation.
        </p>
      </Section>
      <Section title="Frequently asked questions">
        <dl className="flex flex-col gap-4">
          {FAQ.map((item) => (
            <div key={item.q} className="flex flex-col gap-1">
              <dt className="font-semibold">{item.q}</dt>
              <dd className="text-muted-foreground">{item.a}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="Sources we draw on">
        <p>Answers cite pages from organisations such as:</p>
        <SourceList />
      </Section>
      <Section title="Keyboard use">
        <p>
          Every screen works with a keyboard: Tab moves between controls, Enter or Space activates
          them, and Escape closes menus and most dialogs.
        </p>
      </Section>
    </Article>
  );
}
