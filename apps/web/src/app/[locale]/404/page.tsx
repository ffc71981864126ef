import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: t('notFound'), robots: { index: false, follow: false } };
}

/** /404 is the not-found page itself, with the 404 status. */
export default function NotFoundPage() {
  notFound();
}
