/** A stylesheet a test imports for its effect on the page, when it must wait to do so (`await import(…)`). */
declare module '*.css';
