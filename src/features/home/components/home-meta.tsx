import { useCity, PageMeta } from '@/features/city';
import { homeHead } from '../home-head';

/** The city home's title, description, keywords, canonical URL, social tags and structured data. */
export function HomeMeta() {
  const { city, cityUrl } = useCity();
  return <PageMeta {...homeHead(city, cityUrl(city.id))} />;
}
