import { HelpContent } from "./help-content";
import { PublicPageLayout } from "./public-page-layout";

export default function HelpPage() {
  return <HelpContent />;
}

export function PublicHelpPage() {
  return (
    <PublicPageLayout>
      <HelpContent />
    </PublicPageLayout>
  );
}
