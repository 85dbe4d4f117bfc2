import type { ReactNode } from 'react';
import { m } from '@/i18n/paraglide/messages.js';
import { cn } from '@/lib/cn';
import { useCity } from '../city-context';
import { cityNames } from '@/i18n/city-names';
import { cityNicknames } from '@/content/nicknames';

interface CityHeroProps {
  children?: ReactNode;
  title?: string;
  subtitle?: string;
}

/** Compact on phones (no eyebrow or nicknames): the first events must reach the first screen. */
export function CityHero({ children, title, subtitle }: CityHeroProps) {
  const { city } = useCity();
  const names = cityNames(city);
  const tagline = subtitle ?? cityNicknames(city).join(' · ');
  const decorativeTagline = subtitle === undefined;
  return (
    <section
      aria-labelledby="city-hero-title"
      className="relative isolate overflow-hidden bg-primary text-white"
    >
      <picture>
        {city.heroImageMobile && <source media="(max-width: 767px)" srcSet={city.heroImageMobile} />}
        <img
          src={city.heroImage}
          alt=""
          width={1600}
          height={700}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
        />
      </picture>
      {/* The scrim keeps white text at ≥ 3:1 (large) and 4.5:1 over the lightest parts of every artwork. */}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/60 via-black/30 to-black/10" />
      <div className="mx-auto flex max-w-7xl flex-col justify-end gap-2 px-4 py-3 sm:min-h-[22rem] sm:gap-3 sm:py-10 md:min-h-[26rem]">
        <p className="hidden text-sm font-semibold tracking-wide uppercase sm:block">
          {m.city_hero_eyebrow({ cityOf: names.cityOf })}
        </p>
        <h1 id="city-hero-title" className="max-w-3xl text-xl font-extrabold sm:text-4xl md:text-5xl">
          {title ?? m.city_hero_title({ cityIn: names.cityIn })}
        </h1>
        {tagline !== '' && (
          <p className={cn('text-sm text-white/90 sm:block sm:text-base', decorativeTagline && 'hidden')}>
            {tagline}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
