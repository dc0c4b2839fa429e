// Stylesheet imports, as a bundler's client types declare them (Vite's `vite/client` does the same).
declare module '*.css';
