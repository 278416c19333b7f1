import { FriendsPage, friendsMetadata } from '@/components/pages/site/FriendsPage';

export const metadata = friendsMetadata('zh-CN');
export default function Page() {
  return <FriendsPage locale="zh-CN" />;
}
