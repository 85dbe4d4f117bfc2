import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { UserIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { JOIN_LABEL } from './account-links';

/** Full text from lg up; an icon with the same accessible name in the tighter md header. */
export function JoinCommunityButton({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link to="/auth" onClick={onClick} className={buttonClasses('outline', 'md', cn('px-3', className))}>
      <UserIcon width={16} height={16} />
      <span className="sr-only lg:not-sr-only">{JOIN_LABEL}</span>
    </Link>
  );
}
