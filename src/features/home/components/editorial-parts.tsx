import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentLink } from '@/content/types';

const linkClass = 'mt-3 inline-flex min-h-11 items-center text-sm font-bold text-primary hover:underline';

/** A card of the guide; a `plan` card is smaller, its action or link at the bottom. */
export function TextCard({
  title,
  text,
  list,
  action,
  onAction,
  link,
  plan = false,
  children,
}: {
  title: string;
  text: string;
  list?: string[];
  action?: string;
  onAction?: () => void;
  link?: ContentLink;
  plan?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={
        plan
          ? 'flex flex-col rounded-2xl border border-gray-200 p-5'
          : 'rounded-2xl border border-gray-200 p-5'
      }
    >
      <h3 className={plan ? 'font-bold text-gray-900' : 'text-lg font-bold text-gray-900'}>{title}</h3>
      <p className={plan ? 'mt-2 flex-1 text-sm text-gray-700' : 'mt-2 text-sm text-gray-700'}>{text}</p>
      {list && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {action && onAction && (
        <button type="button" onClick={onAction} className={`${linkClass} self-start`}>
          {action}
        </button>
      )}
      {link && (
        <Link to={link.to} className={linkClass}>
          {link.label}
        </Link>
      )}
      {children}
    </div>
  );
}

export function LinkChips({ links }: { links: ContentLink[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-4 text-sm font-semibold text-gray-900 hover:border-primary hover:text-primary"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
