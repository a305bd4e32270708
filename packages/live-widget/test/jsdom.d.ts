// jsdom ships no types and @types/jsdom is not installed; the tests use a small part of it.
declare module 'jsdom'
