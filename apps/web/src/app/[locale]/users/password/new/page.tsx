import type { LocalePageProps } from '../../../_components/page-params';
import { UsersPage, usersPageMetadata } from '../../_components/users-page';

export const generateMetadata = (props: LocalePageProps) => usersPageMetadata('forgot_password', props);

export default function ForgotPasswordPage(props: LocalePageProps) {
  return <UsersPage kind="forgot_password" {...props} />;
}
