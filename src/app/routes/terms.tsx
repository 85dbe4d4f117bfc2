import { TermsPage } from '@/features/terms/components/terms-page';

export default function TermsRoute() {
  return <TermsPage />;
}
