// Where Start serves server functions. Handed to Start (vite.config.ts `serverFns.base`), so this is the one
// place the path is written; Paraglide's route strategies (paraglide.config.mjs), the server entry and
// robots.txt read it here. Plain JavaScript because paraglide.config.mjs is loaded by Node without a compiler.
export const SERVER_FN_BASE = '/_serverFn'
