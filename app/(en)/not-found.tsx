import { NotFoundBody } from '@/components/errors/NotFoundBody';

export default function NotFound() {
  return <NotFoundBody locale="en" />;
}
