import { ConcertsTodayPage } from '@/features/landings/components/concerts-today/concerts-today-page';

export default function ConcertsTodayRoute() {
  return <ConcertsTodayPage />;
}
