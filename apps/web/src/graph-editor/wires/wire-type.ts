import { createContext } from 'react';

/** The preference's connectionLineType, handed to every wire without a per-wire subscription. */
export const WireTypeContext = createContext<string>('rounded');
