import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AuthPage, type AuthPageKind } from '@/features/account/components/auth-page';
import { pageLocale, type LocalePageProps } from '../../_components/page-params';

const TITLE_KEYS = {
  sign_in: 'signIn',
  sign_up: 'signUp',
  forgot_password: 'forgotPassword',
  edit_password: 'editPassword',
  confirmation: 'confirmPassword',
} as const satisfies Record<AuthPageKind, string>;

/** The page paths of spec core §2. */
const PATHS = {
  sign_in: '/users/sign-in',
  sign_up: '/users/sign-up',
  forgot_password: '/users/password/new',
  edit_password: '/users/password/edit',
  confirmation: '/users/confirmation',
} as const satisfies Record<AuthPageKind, string>;

/** Metadata of a /users/* page: its title and canonical, never indexed. */
export async function usersPageMetadata(kind: AuthPageKind, { params }: Pick<LocalePageProps, 'params'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'modals' });
  return pageMetadata({ title: t(`titles.${TITLE_KEYS[kind]}`), pathname: PATHS[kind], locale, indexable: false });
}

/** A /users/* page; `tokenParam` names the query parameter carrying the e-mailed token. */
export async function UsersPage({ kind, tokenParam, params, searchParams }: LocalePageProps & { kind: AuthPageKind; tokenParam?: string }) {
  await pageLocale(params);
  const query = await searchParams;
  const value = tokenParam ? query[tokenParam] : undefined;
  return <AuthPage kind={kind} token={typeof value === 'string' && value !== '' ? value : undefined} />;
}
