import { PageMeta } from '@/features/city';
import { CONFIRM_DELETION_HEAD } from '@/content/page-heads';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { m } from '@/i18n/paraglide/messages.js';
import { useConfirmAccountDeletion } from '../api/deletion-api';

/**
 * /confirmar-baja?token=…: opening the link only asks; the deletion happens on the button, because mail
 * scanners open links in real browsers and would otherwise delete the account unread.
 */
export function ConfirmDeletionPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmAccountDeletion();

  const [title, message] = !token
    ? [m.account_deletion_failed_title(), m.account_deletion_invalid_link()]
    : confirm.isSuccess
      ? [m.account_deletion_done_title(), m.account_deletion_done_message()]
      : confirm.isError
        ? [m.account_deletion_failed_title(), confirm.error.message]
        : [m.account_deletion_confirm_title(), null];
  const asking = Boolean(token) && !confirm.isSuccess;

  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <PageMeta {...CONFIRM_DELETION_HEAD} />
      <h1 className="text-3xl font-extrabold text-gray-900">{title}</h1>
      <div aria-live="polite">
        {message && (
          <p
            className={confirm.isSuccess ? 'text-gray-800' : 'font-medium text-red-800'}
            role={confirm.isSuccess ? 'status' : 'alert'}
          >
            {message}
          </p>
        )}
      </div>
      {asking && !confirm.isError && <p className="text-gray-800">{m.account_deletion_warning()}</p>}
      <div className="flex flex-wrap justify-center gap-2">
        {asking && (
          <Button
            onClick={() => confirm.mutate(token)}
            disabled={confirm.isPending}
            className="bg-red-700 hover:bg-red-800"
          >
            {confirm.isPending
              ? m.account_deleting()
              : confirm.isError
                ? m.account_try_again()
                : m.account_delete_permanently()}
          </Button>
        )}
        {(confirm.isSuccess || !token) && (
          <Link to="/" className={buttonClasses('primary', 'md')}>
            {m.account_back_home()}
          </Link>
        )}
        {!confirm.isSuccess && (
          <Link to="/account" className={buttonClasses('outline', 'md')}>
            {asking && !confirm.isError ? m.account_keep_account() : m.account_go_to_account()}
          </Link>
        )}
      </div>
    </section>
  );
}
