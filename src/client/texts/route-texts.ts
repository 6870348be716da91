import { routeMeta } from '#client/lib/route-meta.ts';

/** The public pages whose title and description each language gives, by the key the catalogues use. */
const routePaths = {
  home: '/',
  vision: '/vision',
  team: '/team',
  contact: '/contact-us',
  comingSoon: '/coming-soon',
  gallery: '/gallery',
  donate: '/donate',
  volunteerTeacher: '/volunteer-teacher',
  joinIntern: '/join-intern',
  volunteerMentor: '/volunteer-mentor',
  participate: '/participate',
  workshops: '/workshops',
  subscribe: '/subscribe',
  yourData: '/your-data',
  offline: '/offline',
  notFound: '/404',
} as const;

type RouteKey = keyof typeof routePaths;

function textsOf(path: string): { title: string; description: string } {
  const meta = routeMeta.find((route) => route.path === path);
  if (!meta) throw new Error(`No route ${path}`);
  return { title: meta.title, description: meta.description };
}

/** The title and description of each public page, as its HTML head and the search engines show them. */
export const routeTexts = Object.fromEntries(
  Object.entries(routePaths).map(([key, path]) => [key, textsOf(path)]),
) as Record<RouteKey, { title: string; description: string }>;

/** The catalogue key of a public page's title and description, if it is one of the site's own pages. */
export function routeTextKey(path: string): RouteKey | undefined {
  return (Object.keys(routePaths) as RouteKey[]).find((key) => routePaths[key] === path);
}
