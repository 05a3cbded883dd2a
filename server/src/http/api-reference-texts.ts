import type { Language } from '@keelson/core';

/**
 * The prose of the API description in English and German: the introduction, each tag's heading
 * and description, and the descriptions of the answers every call shares. The OpenAPI document
 * (/api/openapi.json) is written in English; the reference page (/api/reference) shows it in the reader's
 * language. The calls' summaries and the fields' descriptions are the document's own and stay English.
 */

/** The tags of the document, in the order of the reference page. */
export const tagNames = [
  'health',
  'legal notice',
  'auth',
  'users',
  'admin',
  'ship types',
  'cashflows',
  'portfolios',
  'utility analyses',
  'documentation',
] as const;
export type TagName = (typeof tagNames)[number];

export type DocumentProse = {
  description: string;
  tags: Record<TagName, { heading: string; description: string }>;
  /** An answer of 2xx that @fastify/swagger left undescribed: the success envelope. */
  success: string;
  /** Any other undescribed answer. */
  answer: string;
  /** The failure envelope every call may answer. */
  failure: string;
};

export const documentProse: Record<Language, DocumentProse> = {
  en: {
    description:
      'Ship-investment cashflow models and utility-analysis questionnaires. Every JSON answer is an envelope: ' +
      '{ success: true, content } or { success: false, code, message, errors? }. Calls that need a user send the session cookie.',
    tags: {
      health: { heading: 'health', description: 'Whether the server and its database answer' },
      'legal notice': { heading: 'legal notice', description: 'Who operates this installation (its OPERATOR_* settings), public' },
      auth: { heading: 'auth', description: 'Sign-up, sign-in, sessions and passwords (docs/spec/product-spec.md section 7)' },
      users: { heading: 'users', description: 'Accounts and roles: administrators manage everyone, a user their own profile' },
      admin: { heading: 'admin', description: "The administrators' overview" },
      'ship types': { heading: 'ship types', description: 'Typical figures of 19 ship types, public' },
      cashflows: { heading: 'cashflows', description: 'Cashflow assessments: the owner and administrators; anyone with a read-only link' },
      portfolios: {
        heading: 'portfolios',
        description:
          "The loan book: portfolios of the owner's cashflows with their stored covenant monitors, and the import of a book; the owner and administrators",
      },
      'utility analyses': { heading: 'utility analyses', description: 'Templates for anyone; questionnaires like cashflows' },
      documentation: { heading: 'documentation', description: 'This document and its reference page' },
    },
    success: 'The success envelope',
    answer: 'The answer',
    failure: 'The failure envelope: a code of the error catalogue (1000–1012), its message and, for a bad request, the fields',
  },
  de: {
    description:
      'Cashflow-Modelle für Schiffsinvestitionen und Fragebögen zur Nutzwertanalyse. Jede JSON-Antwort steckt in einem Umschlag: ' +
      '{ success: true, content } oder { success: false, code, message, errors? }. Aufrufe, die einen angemeldeten Benutzer erfordern, senden ' +
      'das Sitzungs-Cookie.',
    tags: {
      health: { heading: 'Betriebszustand', description: 'Ob der Server und seine Datenbank antworten' },
      'legal notice': { heading: 'Impressum', description: 'Wer diese Installation betreibt (ihre Einstellungen OPERATOR_*), öffentlich' },
      auth: { heading: 'Anmeldung und Konto', description: 'Registrierung, Anmeldung, Sitzungen und Passwörter (docs/spec/product-spec.md, Abschnitt 7)' },
      users: { heading: 'Benutzer', description: 'Konten und Rollen: Administratoren verwalten alle Konten, ein Benutzer sein eigenes Profil' },
      admin: { heading: 'Administration', description: 'Die Übersicht der Administratoren' },
      'ship types': { heading: 'Schiffstypen', description: 'Typische Kennzahlen von 19 Schiffstypen, öffentlich' },
      cashflows: {
        heading: 'Cashflow-Bewertungen',
        description: 'Cashflow-Bewertungen: Eigentümer und Administratoren; jeder mit einem Link zum Ansehen (schreibgeschützt)',
      },
      portfolios: {
        heading: 'Portfolios',
        description:
          'Das Kreditbuch: Portfolios der Cashflow-Bewertungen des Eigentümers mit ihren gespeicherten Covenant-Überwachungen, und der Import eines Buchs; Eigentümer und Administratoren',
      },
      'utility analyses': { heading: 'Nutzwertanalysen', description: 'Vorlagen für alle; Fragebögen wie Cashflow-Bewertungen' },
      documentation: { heading: 'Dokumentation', description: 'Dieses Dokument und seine Referenzseite' },
    },
    success: 'Der Erfolgsumschlag',
    answer: 'Die Antwort',
    failure: 'Der Fehlerumschlag: ein Code des Fehlerkatalogs (1000–1012), seine Meldung und bei einer fehlerhaften Anfrage die betroffenen Felder',
  },
};

/** The words of the reference page itself. */
export type PageWords = {
  reference: string;
  version: string;
  parameters: string;
  requestBody: string;
  answer: string;
  anyFailure: string;
  noFields: string;
  noBody: string;
  field: string;
  name: string;
  location: string;
  type: string;
  required: string;
  description: string;
  yes: string;
  no: string;
};

export const pageWords: Record<Language, PageWords> = {
  en: {
    reference: 'API reference',
    version: 'Version',
    parameters: 'Parameters',
    requestBody: 'Request body',
    answer: 'Answer',
    anyFailure: 'Any failure',
    noFields: 'No fields.',
    noBody: 'No body.',
    field: 'Field',
    name: 'Name',
    location: 'In',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    yes: 'yes',
    no: 'no',
  },
  de: {
    reference: 'API-Referenz',
    version: 'Version',
    parameters: 'Parameter',
    requestBody: 'Inhalt der Anfrage',
    answer: 'Antwort',
    anyFailure: 'Jeder Fehler',
    noFields: 'Keine Felder.',
    noBody: 'Kein Inhalt.',
    field: 'Feld',
    name: 'Name',
    location: 'Ort',
    type: 'Typ',
    required: 'Pflicht',
    description: 'Beschreibung',
    yes: 'ja',
    no: 'nein',
  },
};
