import { MatchList } from '@/features/catalogue/components/match-list';
import { PrefetchedListing, type PrefetchedListingProps } from './prefetched-listing';

/** The listing with MatchList in the page's own chunks (home, live, sport and listing pages). */
export function PrefetchedMatchList(props: Omit<PrefetchedListingProps, 'List'>) {
  return <PrefetchedListing List={MatchList} {...props} />;
}
