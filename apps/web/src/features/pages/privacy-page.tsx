import { PrivacyContent } from "./privacy-content";
import { PublicPageLayout } from "./public-page-layout";

export default function PrivacyPage() {
  return <PrivacyContent />;
}

export function PublicPrivacyPage() {
  return (
    <PublicPageLayout>
      <PrivacyContent />
    </PublicPageLayout>
  );
}
