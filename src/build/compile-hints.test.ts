// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin, holdsModule, withCompileHint } from './compile-hints';

const REACT_DOM = 'react-dom/cjs/react-dom-client.production.js';

describe('compile hints', () => {
  it.each([
    [{ moduleIds: [`/repo/node_modules/${REACT_DOM}`] }, true],
    [{ moduleIds: [`C:\\repo\\node_modules\\react-dom\\cjs\\react-dom-client.production.js`] }, true],
    [{ modules: { [`/repo/node_modules/${REACT_DOM}`]: {} } }, true],
    [{ moduleIds: ['/repo/node_modules/react-dom/cjs/react-dom.production.js'] }, false],
    [{ moduleIds: [`/repo/node_modules/not-${REACT_DOM}`] }, false],
    [{ moduleIds: [] }, false],
    [{}, false],
  ])('finds the module in a chunk (%j → %s)', (chunk, expected) => {
    expect(holdsModule(chunk, [REACT_DOM])).toBe(expected);
  });

  it('puts the hint on the first line, once', () => {
    expect(withCompileHint('var a=1;')).toBe(`${COMPILE_HINT}\nvar a=1;`);
    expect(withCompileHint(withCompileHint('var a=1;'))).toBe(`${COMPILE_HINT}\nvar a=1;`);
  });

  it('marks the final code of the chunks that hold the modules, and no other file', () => {
    const bundle = {
      'client.js': { type: 'chunk', code: 'import"./x.js";', moduleIds: [`/r/node_modules/${REACT_DOM}`] },
      'start.js': { type: 'chunk', code: 'export{};', moduleIds: ['/r/src/app/start.tsx'] },
      'index.css': { type: 'asset', source: 'body{}' },
    };
    const plugin = compileHintsPlugin([REACT_DOM]);
    const hook = plugin.generateBundle as unknown as (options: unknown, b: typeof bundle) => void;
    hook.call({}, {}, bundle);
    expect(bundle['client.js'].code).toBe(`${COMPILE_HINT}\nimport"./x.js";`);
    expect(bundle['start.js'].code).toBe('export{};');
    expect(bundle['index.css'].source).toBe('body{}');
  });
});
