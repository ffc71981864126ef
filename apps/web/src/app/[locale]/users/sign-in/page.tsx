import type { LocalePageProps } from '../../_components/page-params';
import { UsersPage, usersPageMetadata } from '../_components/users-page';

export const generateMetadata = (props: LocalePageProps) => usersPageMetadata('sign_in', props);

export default function SignInPage(props: LocalePageProps) {
  return <UsersPage kind="sign_in" {...props} />;
}
