import { getCategoryName } from '@/config/categories';
import { getLocale } from '@/i18n/locale';
import { categoryNameEu } from '../../../../supabase/functions/_shared/categories.ts';

/** A category's name in the page's language (in Basque a subcategory keeps its Spanish name for now). */
export const categoryLabel = (id: string): string =>
  getLocale() === 'eu' ? categoryNameEu(id) : getCategoryName(id);
