import type { LocalePageProps } from '../../../_components/page-params';
import { UsersPage, usersPageMetadata } from '../../_components/users-page';

export const generateMetadata = (props: LocalePageProps) => usersPageMetadata('edit_password', props);

export default function EditPasswordPage(props: LocalePageProps) {
  return <UsersPage kind="edit_password" tokenParam="reset_password_token" {...props} />;
}
