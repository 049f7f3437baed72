// acctos-server: the service API of `acctos/server`, installed with its dependencies.
export * from 'acctos/server';
