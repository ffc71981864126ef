export * from './scrub-report';
