import { describeLibraryMatrix } from './permissions-matrix-library.testing.js';
import { libraryRows } from './permissions-matrix-library-rows.testing.js';

describeLibraryMatrix('permission matrix of the library', libraryRows);
