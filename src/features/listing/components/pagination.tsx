/** The pagers are shared (src/components/ui/pagination.tsx); the results section imports them here. */
export { MobilePagination, Pagination } from '@/components/ui/pagination';
