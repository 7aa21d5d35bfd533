import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';

/** The index of an analysis editor: its first page (the seed shows none of its own). */
export const editorIndex =
  (firstPage: string): ComponentType =>
  () => <Navigate to={firstPage} replace />;
