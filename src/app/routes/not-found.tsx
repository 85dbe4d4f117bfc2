import { Helmet } from 'react-helmet-async';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';

export default function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Helmet>
        <title>Página no encontrada</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <h1 className="text-6xl font-extrabold text-primary">404</h1>
      <p className="text-xl text-gray-800">Oops! Page not found</p>
      <Link to="/" className={buttonClasses('primary', 'md')}>
        Volver al inicio
      </Link>
    </section>
  );
}
