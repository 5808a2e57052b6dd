import type { ReactElement } from 'react';

/** A run of text: plain, or with links and emphasis. */
export type Inline = string | ReactElement;

/** A paragraph, a bulleted list or numbered steps. */
export type LegalBlock = Inline | { list: Inline[] } | { steps: Inline[] };

export interface LegalSection {
  /** Stable anchor id, used by the table of contents and by links such as /terms#payments. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  /** A few plain-language points shown before the full text. */
  summary: Inline[];
  sections: LegalSection[];
}

export interface FaqItem {
  /** Stable anchor id: /faq#<id> opens this question. Never rename one that is linked to. */
  id: string;
  question: string;
  answer: LegalBlock[];
}

export interface FaqCategory {
  id: string;
  title: string;
  items: FaqItem[];
}
