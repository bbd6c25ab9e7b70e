// The edition whose page is being edited (the Pages tab provides it): an upload joins its images, and a
// Markdown preview fills in its facts.
import { createContext } from 'react';

export const PageEdition = createContext<string | null>(null);
