import { HomePage } from '@/features/home';

export default function HomeRoute() {
  return <HomePage />;
}
