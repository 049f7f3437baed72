/** Hooks run once at the start of a database's close(), each bounded by its own failure handling. */
export interface CloseHooks {
  add(hook: () => Promise<void>): void;
  run(): Promise<void>;
}

const MAX_HOOKS = 64;

export function closeHooks(): CloseHooks {
  const hooks: Array<() => Promise<void>> = [];
  return {
    add(hook) {
      if (hooks.length >= MAX_HOOKS) throw new Error('too many close hooks');
      hooks.push(hook);
    },
    async run() {
      const pending = hooks.splice(0, hooks.length);
      for (const hook of pending) await hook().catch(() => undefined);
    },
  };
}
