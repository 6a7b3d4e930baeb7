import { describeLibraryMatrix } from './permissions-matrix-library.testing.js';
import { personalRows } from './permissions-matrix-personal-rows.testing.js';

describeLibraryMatrix('permission matrix of settings, assets, forms and subscriptions', personalRows);
