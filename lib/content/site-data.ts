import { loadSiteData, type SiteData } from './data';

let data: SiteData | undefined;

/** The validated data files (projects, tags, friends, resources, social links, profile), read once. */
export function siteData(): SiteData {
  data ??= loadSiteData();
  return data;
}
