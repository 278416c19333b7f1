import { FriendsPage, friendsMetadata } from '@/components/pages/site/FriendsPage';

export const metadata = friendsMetadata('en');
export default function Page() {
  return <FriendsPage locale="en" />;
}
