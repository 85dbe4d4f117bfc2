import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { UserIcon } from '@/components/ui/icons';
import { JOIN_LABEL } from './account-links';

export function JoinCommunityButton({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link to="/auth" onClick={onClick} className={buttonClasses('outline', 'sm', className)}>
      <UserIcon width={16} height={16} />
      {JOIN_LABEL}
    </Link>
  );
}
