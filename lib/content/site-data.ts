import { perContent } from './live';
import { loadSiteData, type SiteData } from './data';

/** The validated data files (projects, tags, friends, resources, social links, profile), read once. */
export const siteData: () => SiteData = perContent('siteData', () => loadSiteData());
