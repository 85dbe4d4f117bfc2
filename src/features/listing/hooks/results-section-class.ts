import { OFFSCREEN_LISTING } from '@/lib/offscreen';

/**
 * The listing's section (filter sidebar and results) on the home page and the landings: the sidebar
 * beside the results from 768 px, rendered only near the viewport (OFFSCREEN_LISTING). Nothing inside
 * is position: fixed (the filter sheet's button and the popovers live outside it or in portals), so
 * the containment content-visibility brings changes nothing on screen.
 */
export const RESULTS_SECTION_CLASS = `mx-auto grid max-w-7xl scroll-mt-4 gap-6 px-4 pt-10 pb-24 md:grid-cols-[17rem_minmax(0,1fr)] md:pb-12 lg:grid-cols-[19rem_minmax(0,1fr)] ${OFFSCREEN_LISTING}`;
