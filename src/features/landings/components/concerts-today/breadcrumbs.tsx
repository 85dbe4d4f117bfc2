import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { Crumb } from '../../domain/structured-data';

/** 'Migas de pan': links up to the current page, which is the last item (not a link). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Migas de pan" className="mx-auto max-w-7xl px-4 py-3 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-gray-700">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="inline-flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-semibold text-gray-900">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="underline-offset-2 hover:text-primary hover:underline">
                    {crumb.name}
                  </Link>
                  <ChevronRightIcon width={14} height={14} aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
