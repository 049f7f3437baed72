export * from 'acctos/server';
