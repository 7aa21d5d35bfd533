import { createContext, useContext } from 'react';
import type { HeaderTitle } from 'contracts/client';

/** The matrix title the current page set through the host interface (provided by the app). */
export const HeaderTitleContext = createContext<HeaderTitle | null>(null);

export const useHeaderTitle = () => useContext(HeaderTitleContext);
