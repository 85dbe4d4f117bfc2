import { addEventHead } from '@/content/page-heads';
import { SITE_NAME } from '@/config/site';
import { useCity, PageMeta } from '@/features/city';
import { m } from '@/i18n/paraglide/messages.js';
import { SubmissionForm } from './submission-form';

/** /add-event. `headingOnly`: the frame and heading alone, index.html's first paint of the page. */
export function AddEventPage({ headingOnly = false }: { headingOnly?: boolean }) {
  const { city } = useCity();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:py-12">
      {!headingOnly && <PageMeta {...addEventHead(city)} />}
      <header className="mb-8 max-w-3xl space-y-3">
        <h1 className="text-3xl font-extrabold text-gray-900 md:text-4xl">{m.submissions_page_title()}</h1>
        <p className="text-lg text-gray-700">
          {m.submissions_page_intro({ site: SITE_NAME, city: city.name })}
        </p>
      </header>
      {!headingOnly && (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <SubmissionForm />
          <aside
            aria-labelledby="add-event-how"
            className="space-y-3 self-start rounded-2xl bg-gray-50 p-5 lg:sticky lg:top-24"
          >
            <h2 id="add-event-how" className="text-lg font-bold text-gray-900">
              {m.submissions_how_title()}
            </h2>
            <ol className="list-decimal space-y-2 pl-5 text-sm text-gray-700">
              <li>{m.submissions_how_step_fill()}</li>
              <li>{m.submissions_how_step_review()}</li>
              <li>{m.submissions_how_step_email()}</li>
            </ol>
            <p className="text-sm text-gray-700">{m.submissions_how_required()}</p>
          </aside>
        </div>
      )}
    </div>
  );
}
