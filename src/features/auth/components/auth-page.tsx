import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageMeta } from '@/features/city';
import { authHead } from '@/content/page-heads';
import { m } from '@/i18n/paraglide/messages.js';
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
          {isLogin ? m.auth_sign_in() : m.auth_create_account()}
        </h1>
        <p className="text-gray-700">{isLogin ? m.auth_page_login_intro() : m.auth_page_signup_intro()}</p>
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
        {isLogin ? m.auth_page_no_account() : m.auth_page_have_account()}{' '}
        <button
          type="button"
          onClick={() => setMode(isLogin ? 'signup' : 'login')}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          {isLogin ? m.auth_create_account() : m.auth_sign_in()}
        </button>
      </p>
    </section>
  );
}
