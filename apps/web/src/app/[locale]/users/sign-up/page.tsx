import type { LocalePageProps } from '../../_components/page-params';
import { UsersPage, usersPageMetadata } from '../_components/users-page';

export const generateMetadata = (props: LocalePageProps) => usersPageMetadata('sign_up', props);

export default function SignUpPage(props: LocalePageProps) {
  return <UsersPage kind="sign_up" {...props} />;
}
