import { notFound } from 'next/navigation';

/** Any path no route matches shows the not-found page, inside the locale's layout. */
export default function UnknownPathPage() {
  notFound();
}
