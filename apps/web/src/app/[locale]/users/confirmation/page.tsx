import type { LocalePageProps } from '../../_components/page-params';
import { UsersPage, usersPageMetadata } from '../_components/users-page';

export const generateMetadata = (props: LocalePageProps) => usersPageMetadata('confirmation', props);

export default function ConfirmationPage(props: LocalePageProps) {
  return <UsersPage kind="confirmation" tokenParam="confirmation_token" {...props} />;
}
