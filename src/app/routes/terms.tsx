import { TermsPage } from '@/features/terms';

export default function TermsRoute() {
  return <TermsPage />;
}
