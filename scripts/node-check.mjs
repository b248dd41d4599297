// The Node.js check of `npm start` and `npm run dev`, run before anything is installed or built: on an older
// Node, npm would print a wall of EBADENGINE warnings, install anyway and fail later with an obscure error.
// Plain syntax only (no optional chaining, no top-level await), so that even an old Node reaches the message.

/** The one line to print for `version` ("20.20.2"), or null when it is new enough. */
export function nodeVersionProblem(version) {
  var parts = String(version).split('.').map(Number);
  var major = parts[0];
  var minor = parts[1];
  // package.json's engines: ^22.12.0 || >=24.0.0 (23 was a short-lived odd release, past its end of life).
  if ((major === 22 && minor >= 12) || major >= 24) return null;
  return (
    'O Portal Escolar precisa do Node.js 22.12 ou mais novo (de preferência o 24, a versão LTS atual); este computador tem o Node.js ' +
    version +
    '. Instale o Node.js 24 (https://nodejs.org/pt/download) e rode o comando de novo.'
  );
}

/** Stops the process with that line when this Node.js is too old. */
export function exitUnlessNodeIsSupported() {
  var problem = nodeVersionProblem(process.versions.node);
  if (problem === null) return;
  console.error(problem);
  process.exit(1);
}
