/**
 * The import rules of src (issue 27), checked by tests/unit/import-rules.test.ts (`npm test`):
 * no circle; each client surface (console, screen, kiosk, pda) imports only src/client,
 * src/streams and src/shared, never another surface; src/client and src/streams import downward
 * only; src/shared imports nothing else of src; no client code imports src/server. No exception:
 * the big screen has its own entry (screen.html, decision 0780).
 */
const SURFACES = '^src/(console|screen|kiosk|pda)/';
const CLIENT_SIDE = '^src/(console|screen|kiosk|pda|client|streams|shared)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle: put what both sides need (types, constants) in a small file below both.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'surfaces-apart',
      comment: 'A surface imports src/client, src/streams and src/shared, never another surface.',
      severity: 'error',
      from: { path: SURFACES },
      to: { path: SURFACES, pathNot: '^src/$1/' },
    },
    {
      name: 'client-room-below-surfaces',
      comment: 'src/client and src/streams are imported by the surfaces, never the other way round.',
      severity: 'error',
      from: { path: '^src/(client|streams)/' },
      to: { path: '^src/(console|screen|kiosk|pda|server)/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'src/shared is imported by server and clients alike and imports nothing else of src.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/', pathNot: '^src/shared/' },
    },
    {
      name: 'server-not-in-clients',
      comment: 'No client code (nor shared code) imports the server.',
      severity: 'error',
      from: { path: CLIENT_SIDE },
      to: { path: '^src/server/' },
    },
  ],
  options: {
    includeOnly: '^src/',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
