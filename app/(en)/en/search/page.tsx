import { SearchPage, searchMetadata } from '@/components/pages/SearchPage';

export const metadata = searchMetadata('en');
export default function Page() {
  return <SearchPage locale="en" />;
}
