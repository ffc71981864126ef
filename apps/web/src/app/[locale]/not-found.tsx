import { StatusPage } from '@/components/layout/status-page';
import { errorPageTexts } from '@/lib/i18n/error-page-texts';

export default async function NotFound() {
  const { pages, statusPage } = await errorPageTexts();
  return <StatusPage message={pages('notFound')} {...statusPage} />;
}
