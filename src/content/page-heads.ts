/**
 * The heads of the site's fixed pages (title, description, canonical path, keywords), read by their
 * <PageMeta> and by the edge (edge/page-head.ts), so what a shared link shows is what the page says.
 */
import type { PageHead } from '@/components/seo/head-tags';
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';

type CityHead = (city: Pick<City, 'name'>) => PageHead;

export const contactHead: CityHead = (city) => ({
  title: `Contacto | ${SITE_NAME} ${city.name}`,
  description: `Escribe al equipo de ${SITE_NAME} ${city.name}: dudas, correcciones, eventos y destacados.`,
  path: '/contacto',
  keywords: ['contacto', SITE_NAME, city.name, 'enviar evento'],
});

export const termsHead: CityHead = (city) => ({
  title: `Términos y condiciones | ${SITE_NAME} ${city.name}`,
  description: `Condiciones de uso y privacidad de ${SITE_NAME}: qué datos guardamos, para qué y cómo eliminar tu cuenta.`,
  path: '/terminos',
  keywords: ['términos y condiciones', 'privacidad', 'datos personales', SITE_NAME],
});

export const addEventHead: CityHead = (city) => ({
  title: `Añade tu evento en ${city.name} | ${SITE_NAME}`,
  description: `Comparte gratis tu evento con la comunidad de ${SITE_NAME} ${city.name}. Lo revisamos y lo publicamos pronto.`,
  path: '/add-event',
});

/** `cityParam`: the list shows another city than the site's own (?city=). */
export function editorialHead(city: Pick<City, 'name'>, cityParam?: string): PageHead {
  return {
    title: `Editorial: guías y planes en ${city.name} | ${SITE_NAME}`,
    description: `Guías prácticas de ${city.name}: barrios, gastronomía, fiestas y paseos, con horarios y enlaces útiles.`,
    path: cityParam ? `/editorial?city=${cityParam}` : '/editorial',
    keywords: [`qué hacer en ${city.name}`, `guía de ${city.name}`, 'planes', 'fiestas', 'gastronomía'],
  };
}

export const RANKING_HEAD: PageHead = {
  title: `Ranking | ${SITE_NAME}`,
  description: `Quién suma más puntos en la comunidad de ${SITE_NAME}, este mes y desde siempre.`,
  path: '/ranking',
};

const AUTH_DESCRIPTION = `Únete a la comunidad de ${SITE_NAME}: guarda tus eventos favoritos, suma puntos y recibe la newsletter.`;

export function authHead(mode: 'login' | 'signup'): PageHead {
  const title = mode === 'login' ? 'Iniciar sesión' : 'Crear cuenta';
  return { title: `${title} | ${SITE_NAME}`, description: AUTH_DESCRIPTION, path: '/auth', noindex: true };
}

export const ACCOUNT_HEAD: PageHead = {
  title: `Mi cuenta | ${SITE_NAME}`,
  description: 'Tu perfil, tus puntos, tus favoritos y tu newsletter.',
  path: '/account',
  noindex: true,
};

export const POINTS_HEAD: PageHead = {
  title: `Mis puntos | ${SITE_NAME}`,
  description: 'Tus puntos, tu nivel y tus últimos movimientos.',
  path: '/points',
  noindex: true,
};

export const CONFIRM_DELETION_HEAD: PageHead = { title: `Confirmar baja | ${SITE_NAME}`, noindex: true };

export const NOT_FOUND_HEAD: PageHead = { title: 'Página no encontrada', noindex: true };

export const MODERATION_HEAD: PageHead = { title: `Moderación de eventos | ${SITE_NAME}`, noindex: true };
