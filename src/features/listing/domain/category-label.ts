import { getCategoryName } from '@/config/categories';

/** A category's name in the page's language. */
export const categoryLabel = (id: string): string => getCategoryName(id);
