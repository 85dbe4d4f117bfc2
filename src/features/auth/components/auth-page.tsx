import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageMeta } from '@/features/city';
import { authHead } from '@/content/page-heads';
import { useAuth } from '../api/auth-context';
import type { AuthMode } from '../api/use-auth-mutations';
import { AuthForm } from './auth-form';

/** /auth: login or sign-up with a toggle; toggling clears passwords, name and terms (the e-mail stays). */
export function AuthPage() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>('login');
  const [email, setEmail] = useState('');

  if (!loading && user) return <Navigate to="/" replace />;
  const isLogin = mode === 'login';
  return (
    <section className="mx-auto max-w-md space-y-6 px-4 py-10">
      <PageMeta {...authHead(mode)} />
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-extrabold text-gray-900">
          {isLogin ? 'Iniciar sesión' : 'Crear cuenta'}
        </h1>
        <p className="text-gray-700">
          {isLogin
            ? 'Entra para ver tus favoritos, tus puntos y tu posición en el ranking.'
            : 'Guarda tus eventos favoritos, suma puntos y elige tu newsletter. Es gratis.'}
        </p>
      </header>
      <div className="rounded-3xl border border-gray-200 bg-white p-6 shadow-sm">
        <AuthForm
          key={mode}
          mode={mode}
          variant="page"
          email={email}
          onEmailChange={setEmail}
          onDone={(userId) => (userId ? navigate('/', { replace: true }) : setMode('login'))}
        />
      </div>
      <p className="text-center text-sm text-gray-700">
        {isLogin ? '¿Aún no tienes cuenta?' : '¿Ya tienes cuenta?'}{' '}
        <button
          type="button"
          onClick={() => setMode(isLogin ? 'signup' : 'login')}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          {isLogin ? 'Crear cuenta' : 'Iniciar sesión'}
        </button>
      </p>
    </section>
  );
}
