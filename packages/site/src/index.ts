export const PACKAGE_NAME = '@nodeloom/site';
