import { PublicPageLayout } from "./public-page-layout";
import { TermsContent } from "./terms-content";

export default function TermsPage() {
  return <TermsContent />;
}

export function PublicTermsPage() {
  return (
    <PublicPageLayout>
      <TermsContent />
    </PublicPageLayout>
  );
}
