import { ConcertsTodayPage } from '@/features/landings';

export default function ConcertsTodayRoute() {
  return <ConcertsTodayPage />;
}
