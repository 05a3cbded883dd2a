import en from '../../web/src/locales/en.json' with { type: 'json' };

/** The English texts the pages show, so that specs find headings by what a user reads. */
export const texts = en;
