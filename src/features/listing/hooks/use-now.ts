import { useState } from 'react';

/** "Now", read once when the page mounts (the event list itself is fetched for that day too). */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
