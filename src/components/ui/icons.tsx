// Every export is an icon component, most of them made by icon(), which the rule cannot tell.
/* eslint-disable react-refresh/only-export-components */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * A 24×24 stroke icon drawn inline (no icon font to download), decorative by default. `overflow="visible"`:
 * an SVG root's default clip is one more paint property per icon, re-layerized on every frame of cards.
 */
function Icon({ d, children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      overflow="visible"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {d ? <path d={d} /> : children}
    </svg>
  );
}

const icon = (d: string) => (p: IconProps) => <Icon {...p} d={d} />;

export const MenuIcon = icon('M4 6h16M4 12h16M4 18h16');
export const CloseIcon = icon('M6 6l12 12M18 6L6 18');
export const ChevronDownIcon = icon('M6 9l6 6 6-6');
export const PlusIcon = icon('M12 5v14M5 12h14');
export const MapPinIcon = icon(
  'M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11zM9.5 10a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0z',
);
export const MailIcon = icon(
  'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2zM3 7l9 6 9-6',
);
export const InstagramIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
  </Icon>
);
export const ShareIcon = icon(
  'M15 5a3 3 0 1 0 6 0a3 3 0 1 0 -6 0zM3 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0zM15 19a3 3 0 1 0 6 0a3 3 0 1 0 -6 0zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
);
export const LinkIcon = icon(
  'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
);
export const MessageIcon = icon('M21 11.5a8.4 8.4 0 0 1-12.3 7.4L3 21l2.1-5.6A8.4 8.4 0 1 1 21 11.5z');
export const ClockIcon = icon('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM12 7v5l3 2');
export const TicketIcon = icon(
  'M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4zM13 6v2M13 11v2M13 16v2',
);
export const ExternalLinkIcon = icon(
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14L21 3',
);
export const EuroIcon = icon('M18 7a7 7 0 1 0 0 10M4 10h10M4 14h10');
export const DownloadIcon = icon('M12 3v12M7 10l5 5 5-5M5 21h14');
export const EyeIcon = icon(
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z',
);
export const BookmarkIcon = icon('M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z');
export const UserIcon = icon('M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0zM4 21a8 8 0 0 1 16 0');
export const InfoIcon = icon('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM12 11v5M12 8h.01');
export const ArrowLeftIcon = icon('M19 12H5M12 19l-7-7 7-7');
export const CalendarIcon = icon(
  'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2zM3 10h18M8 3v4M16 3v4',
);
export const FilterIcon = icon(
  'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0zM8 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0zM16 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0z',
);
export const SearchIcon = icon('M4 11a7 7 0 1 0 14 0a7 7 0 1 0 -14 0zM20 20l-3.5-3.5');
export const ArrowUpIcon = icon('M12 19V5M5 12l7-7 7 7');
export const ArrowDownIcon = icon('M12 5v14M5 12l7 7 7-7');
export const ChevronLeftIcon = icon('M15 6l-6 6 6 6');
export const ChevronRightIcon = icon('M9 6l6 6-6 6');
export const CopyIcon = icon(
  'M11 9h8a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-8a2 2 0 0 1 -2 -2v-8a2 2 0 0 1 2 -2zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1',
);
export const CheckIcon = icon('M5 12l5 5L20 7');
export const GlobeIcon = icon(
  'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
);
export const EyeOffIcon = icon(
  'M10.6 5.1A10.5 10.5 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.8 9.8 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18',
);
export const StarIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
  </Icon>
);
export const LogOutIcon = icon('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9');
export const TrophyIcon = icon(
  'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3',
);
export const SparklesIcon = icon(
  'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
);
