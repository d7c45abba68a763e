import { Article, Section } from "./article";

export function PrivacyContent() {
  return (
    <Article
      title="Privacy Policy"
      updated="June 2025"
      intro="Nestling is built for parents, so we keep as little as we need and never sell what you tell us."
    >
      <Section title="What we store">
        <ul>
          <li>
            <strong>Your account</strong> (when you sign in with Google): your Google account
            identifier, e-mail address, first and last name and profile picture address, and when
            the account was created.
          </li>
          <li>
            <strong>Your baby's profile</strong> (if you fill it in): name, date of birth, feeding
            type, health conditions, allergies, weight and height.
          </li>
          <li>
            <strong>Your conversations</strong>: the questions you ask, the answers you receive with
            their sources, and their titles and dates.
          </li>
          <li>
            <strong>Feedback</strong>: whether you marked an answer helpful or not helpful.
          </li>
          <li>
            <strong>Legal acceptance</strong>: that and when you accepted the educational-use
            disclaimer.
          </li>
          <li>
            <strong>Without an account</strong>: your chats are tied to a random browser cookie
            instead of an account; no profile is kept.
          </li>
          <li>
            <strong>Diagnostics</strong>: when you use voice input, a short technical log (browser,
            screen size, language, time zone and voice errors) so we can fix problems on devices
            like yours.
          </li>
        </ul>
      </Section>
      <Section title="Cookies">
        <p>
          We use two cookies that scripts cannot read: a session cookie that keeps you signed in,
          and a visitor cookie that keeps an anonymous chat together. When analytics is switched on
          for this site, Google Tag Manager may set its own cookies to count visits; the app sends
          it only events such as "a message was sent" with lengths and timings, never the words of
          your questions.
        </p>
      </Section>
      <Section title="How we use it">
        <ul>
          <li>
            To answer your questions, tailored to your baby's age when 'Personalized Responses' is
            on.
          </li>
          <li>To show your chat history and keep your settings.</li>
          <li>To improve answers, using ratings and anonymous usage counts.</li>
        </ul>
        <p>We do not sell your data or share it with advertisers.</p>
      </Section>
      <Section title="Sign-in">
        <p>
          Sign-in uses Google through Firebase Authentication. Google tells us who you are; we never
          see your Google password.
        </p>
      </Section>
      <Section title="How to delete your data">
        <p>
          Signed in, open Settings → Privacy and choose 'Delete My Account'. After you confirm, we
          permanently delete your account, your baby's profile, all your conversations and feedback,
          and your settings. This cannot be undone.
        </p>
        <p>
          To stop sharing anything with Nestling without deleting, sign out and clear this site's
          cookies.
        </p>
      </Section>
      <Section title="Security">
        <p>
          Everything travels over encrypted connections. Session tokens are stored only as one-way
          hashes, so a copy of our database would not let anyone sign in as you.
        </p>
      </Section>
      <Section title="Children">
        <p>Nestling is for parents and caregivers. It is not meant to be used by children.</p>
      </Section>
    </Article>
  );
}
