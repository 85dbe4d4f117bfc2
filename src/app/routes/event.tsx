import { useParams } from 'react-router-dom';
import { EventPage } from '@/features/events/components/event-page/event-page';

export default function EventRoute() {
  const { eventParam } = useParams();
  return <EventPage key={eventParam ?? ''} eventParam={eventParam ?? null} />;
}
