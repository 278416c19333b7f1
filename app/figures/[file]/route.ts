import { figureFile, publishedFigures } from '@/lib/content/figures';

// The images beside posts and notes and their WebP copies, named by their content
// (lib/content/figures.ts), written to out/figures/.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return publishedFigures().map((f) => ({ file: f.name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const found = await figureFile((await params).file);
  if (!found) return new Response('Not found', { status: 404 });
  return new Response(found.body as BodyInit, { headers: { 'content-type': found.type } });
}
