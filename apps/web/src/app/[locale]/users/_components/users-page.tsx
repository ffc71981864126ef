import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage, type AuthPageKind } from '@/features/account/components/auth-page';
import { pageLocale, type LocalePageProps } from '../../_components/page-params';

const TITLE_KEYS = {
  sign_in: 'signIn',
  sign_up: 'signUp',
  forgot_password: 'forgotPassword',
  edit_password: 'editPassword',
  confirmation: 'confirmPassword',
} as const satisfies Record<AuthPageKind, string>;

/** Metadata of a /users/* page: its title, never indexed. */
export async function usersPageMetadata(kind: AuthPageKind, { params }: Pick<LocalePageProps, 'params'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'modals' });
  return { title: t(`titles.${TITLE_KEYS[kind]}`), robots: { index: false, follow: false } };
}

/** A /users/* page; `tokenParam` names the query parameter carrying the e-mailed token. */
export async function UsersPage({ kind, tokenParam, params, searchParams }: LocalePageProps & { kind: AuthPageKind; tokenParam?: string }) {
  await pageLocale(params);
  const query = await searchParams;
  const value = tokenParam ? query[tokenParam] : undefined;
  return <AuthPage kind={kind} token={typeof value === 'string' && value !== '' ? value : undefined} />;
}
