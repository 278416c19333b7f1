import { DocPage, docMetadata } from '@/components/pages/docs/DocPage';
import { staticParams } from '@/lib/routes/table';

type Props = { params: Promise<{ slug: string[] }> };
export const dynamicParams = false;
export const generateStaticParams = () => staticParams('doc', 'en');
export async function generateMetadata({ params }: Props) {
  return docMetadata('en', (await params).slug);
}
export default async function Page({ params }: Props) {
  return <DocPage locale="en" slug={(await params).slug} />;
}
