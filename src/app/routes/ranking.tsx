export { RankingPage as default } from '@/features/ranking';
