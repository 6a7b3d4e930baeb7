/** Spec 2 §9: default page title 'Website made with {brand}'. */
export const DEFAULT_PAGE_TITLE = 'Website made with Nodeloom';
export const DEFAULT_SITE_NAME = 'nodeloom-site';
