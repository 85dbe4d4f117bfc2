export { ConcertsTodayPage as default } from '@/features/landings';
