/**
 * Workaround (decisions 0061, 0064): server functions are imported where they are called, never at the top of a
 * module the browser loads. Start gives a `*.functions` module's browser copy a static import of the server-function
 * client (fetcher, serialiser), so a static import would put that client into the first load of every page that
 * imports the module. Every loader, query and component calls server functions through this one module, and the lint
 * refuses a static import of a `*.functions` module from code that reaches the browser (eslint.config.js).
 * Worth: the server-function client stays out of the first load (the bench's weight section, decision 0061).
 * Canary: `canaries.test.ts` "server functions imported on the first call".
 * Upstream: Start's compiler importing the client on the first call; then this becomes a static import, and the
 * lint rule goes.
 */

/** Calls `call` with the module `load` imports, on the first call; later calls reuse the module the import cached. */
export async function callServerFn<Module, Result>(
  load: () => Promise<Module>,
  call: (module: Module) => Result,
): Promise<Awaited<Result>> {
  return await call(await load())
}
