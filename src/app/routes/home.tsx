import { CityHero } from '@/features/city/components/city-hero';

export default function HomeRoute() {
  return <CityHero />;
}
