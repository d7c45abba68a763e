import { Article, EmergencyNotice, Section, SourceList } from "./article";

export function TermsContent() {
  return (
    <Article
      title="Terms of Use"
      updated="June 2025"
      intro="Please read these terms before using Nestling. Using the app means you accept them."
    >
      <EmergencyNotice />
      <Section title="Educational use only">
        <p>
          Nestling gives general information about caring for babies and toddlers. It is not medical
          advice, diagnosis or treatment, and it does not create a relationship with a doctor or
          nurse. Always ask your pediatrician or another qualified health professional about your
          child's health, and never ignore or delay professional advice because of something you
          read here.
        </p>
      </Section>
      <Section title="Beta service">
        <p>
          Nestling is in beta. Answers are produced by software from published guidance and can be
          incomplete, out of date or wrong for your child. Features may change or pause without
          notice.
        </p>
      </Section>
      <Section title="Sources">
        <p>
          Answers link to the pages they draw on, from organisations such as the ones below. Those
          sites are run by others; their content and policies are their own.
        </p>
        <SourceList />
      </Section>
      <Section title="Your account">
        <ul>
          <li>You need a Google account to sign in; you are responsible for keeping it secure.</li>
          <li>Only the Free account type exists today, with full access to every feature.</li>
          <li>You can delete your account at any time from Settings → Privacy.</li>
        </ul>
      </Section>
      <Section title="Fair use">
        <ul>
          <li>Ask about parenting and baby care; other topics are politely declined.</li>
          <li>
            Do not try to disrupt the service, send automated floods of questions, or access other
            people's data.
          </li>
          <li>
            We may limit how quickly questions can be sent so the service stays available for
            everyone.
          </li>
        </ul>
      </Section>
      <Section title="Liability">
        <p>
          Nestling is provided as it is. To the extent the law allows, we are not liable for
          decisions made or harm arising from relying on its answers instead of professional care.
        </p>
      </Section>
      <Section title="Changes">
        <p>We may update these terms; the date above shows the latest version.</p>
      </Section>
    </Article>
  );
}
