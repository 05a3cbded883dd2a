import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerLanguage, languageOfHeader, requestLanguage } from './language';

describe('languageOfHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-DE', 'de'],
    ['DE-at', 'de'],
    ['de-CH,de;q=0.9', 'de'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr, de;q=0.5', 'de'],
    ['de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7', 'de'],
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
    ['en;q=0.5, de;q=0.7', 'de'],
    ['en;q=0.7, de-AT;q=0.7', 'de'],
    ['de;q=0, en;q=0.1', 'en'],
    ['de;q=0', 'en'],
    ['*, de;q=0.5', 'en'],
    ['de;q=0.5, *;q=0.1', 'de'],
    ['de;q=nonsense, en;q=0.1', 'en'],
    ['dev, en;q=0.1', 'en'],
    [' de ; q=0.8 , en ; q=0.3 ', 'de'],
  ] as const)('%j → %s', (header, expected) => {
    expect(languageOfHeader(header)).toBe(expected);
  });
});

describe('requestLanguage', () => {
  it('prefers ?lang over the header and ignores an unknown ?lang', () => {
    expect(requestLanguage({ headers: { 'accept-language': 'en' }, query: { lang: 'de' } })).toBe('de');
    expect(requestLanguage({ headers: { 'accept-language': 'de' }, query: { lang: 'en' } })).toBe('en');
    expect(requestLanguage({ headers: { 'accept-language': 'de' }, query: { lang: 'fr' } })).toBe('de');
    expect(requestLanguage({ headers: {}, query: { lang: ['de', 'en'] } })).toBe('en');
    expect(requestLanguage({ headers: {}, query: undefined })).toBe('en');
  });
});

describe('answerLanguage', () => {
  it('adds Accept-Language to Vary once, keeping what is there', async () => {
    const app = Fastify();
    app.get('/plain', async (request, reply) => ({ language: answerLanguage(request, reply) }));
    app.get('/twice', async (request, reply) => {
      reply.header('vary', 'Origin');
      answerLanguage(request, reply);
      return { language: answerLanguage(request, reply) };
    });
    const plain = await app.inject({ method: 'GET', url: '/plain', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(plain.json()).toEqual({ language: 'de' });
    expect(plain.headers.vary).toBe('Accept-Language');
    const twice = await app.inject({ method: 'GET', url: '/twice?lang=en', headers: { 'accept-language': 'de' } });
    expect(twice.json()).toEqual({ language: 'en' });
    expect(twice.headers.vary).toBe('Origin, Accept-Language');
    await app.close();
  });
});
