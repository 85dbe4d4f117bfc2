import type { ComponentType } from 'react';

export interface TermsContext {
  /** The active city's contact e-mail. */
  email: string;
  cityName: string;
}

/** One section of the terms: anchor id, heading and body. */
export interface TermsSectionData {
  id: string;
  title: string;
  Body: ComponentType<TermsContext>;
}
