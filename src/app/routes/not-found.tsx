import { PageMeta } from '@/features/city';
import { NOT_FOUND_HEAD } from '@/content/page-heads';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { m } from '@/i18n/paraglide/messages.js';

export default function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <PageMeta {...NOT_FOUND_HEAD} />
      <h1 className="text-6xl font-extrabold text-primary">404</h1>
      <p className="text-xl text-gray-800">{m.app_not_found_text()}</p>
      <Link to="/" className={buttonClasses('primary', 'md')}>
        {m.app_not_found_home()}
      </Link>
    </section>
  );
}
