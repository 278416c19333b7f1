// Image imports (`import logo from '@/public/img/logo.svg'`) are typed by Next's own declarations,
// which next-env.d.ts references; that file is written by `next dev`/`next build` and not committed,
// so a fresh clone's `npm run typecheck` (the first step of `npm test`, before any build) needs
// them referenced here.
/// <reference types="next/image-types/global" />
