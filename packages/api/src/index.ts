export const PACKAGE_NAME = '@nodeloom/api';
