/**
 * The mock database as text and back, whole: every field of MockDb and of what it holds, with
 * shared objects kept shared (an order in `data.orders` and in `orderById` is one object after a
 * reload too), Maps, Sets, Dates, RegExps and typed arrays. Nothing is listed field by field, so a
 * field added to MockDb or to a row is saved without an edit here; a class instance is saved only
 * when its class is registered (an unknown one, or a function, is refused with its path, so a
 * test catches it).
 */
export interface SavedClass {
  /** The class (its prototype is restored on load). */
  readonly type: abstract new (...args: never[]) => object;
  /** Fields not saved: functions the owner wires again after a load, caches. */
  readonly skip?: readonly string[];
  /** Saved as nothing and made new on load (a cache object). */
  readonly fresh?: () => object;
  /** Puts back what `skip` left out, after every object is loaded. */
  readonly revive?: (value: object) => void;
}

type Encoded = null | boolean | number | string | { r: number } | { u: 1 } | { n: string };
type Entry =
  | ['O', string | null, [string, Encoded][]]
  | ['A', Encoded[]]
  | ['M', [Encoded, Encoded][]]
  | ['S', Encoded[]]
  | ['D', number]
  | ['R', string, string]
  | ['T', string, string]
  | ['F', string];

export interface Snapshot {
  format: 1;
  root: Encoded;
  objects: Entry[];
}

const TYPED = { Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array } as const;
type TypedName = keyof typeof TYPED;

function typedName(value: object): TypedName | null {
  if (!ArrayBuffer.isView(value) || value instanceof DataView) return null;
  const name = value.constructor.name as TypedName;
  return name in TYPED ? name : null;
}

function nameOf(registry: ReadonlyMap<string, SavedClass>, proto: object): string {
  for (const [name, saved] of registry) if (saved.type.prototype === proto) return name;
  return '';
}

export function encodeSnapshot(root: object, registry: ReadonlyMap<string, SavedClass>): Snapshot {
  const ids = new Map<object, number>();
  const objects: Entry[] = [];
  const encode = (value: unknown, where: string): Encoded => {
    if (value === undefined) return { u: 1 };
    if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
    if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? value : { n: String(value) };
    if (typeof value !== 'object') throw new Error(`Não é possível salvar ${typeof value} em ${where}`);
    const known = ids.get(value);
    if (known !== undefined) return { r: known };
    const id = objects.length;
    ids.set(value, id);
    objects.push(['A', []]);
    objects[id] = entryOf(value, where);
    return { r: id };
  };
  const entryOf = (value: object, where: string): Entry => {
    if (Array.isArray(value)) return ['A', value.map((item, at) => encode(item, `${where}[${at}]`))];
    if (value instanceof Map) return ['M', [...value].map(([key, item]): [Encoded, Encoded] => [encode(key, `${where}.key`), encode(item, `${where}.get(${String(key)})`)])];
    if (value instanceof Set) return ['S', [...value].map((item) => encode(item, `${where}.item`))];
    if (value instanceof Date) return ['D', value.getTime()];
    if (value instanceof RegExp) return ['R', value.source, value.flags];
    const typed = typedName(value);
    if (typed) return ['T', typed, Buffer.from((value as ArrayBufferView).buffer, (value as ArrayBufferView).byteOffset, (value as ArrayBufferView).byteLength).toString('base64')];
    const proto = Object.getPrototypeOf(value) as object | null;
    let name: string | null = null;
    let skip: readonly string[] = [];
    // A plain object's prototype has no prototype (also an object parsed in another realm, such as a request body in Jest).
    if (proto !== null && Object.getPrototypeOf(proto) !== null) {
      name = nameOf(registry, proto);
      if (!name) throw new Error(`Não é possível salvar ${proto.constructor?.name ?? 'objeto'} em ${where}: registre a classe (mocks/db/persist/savedClasses.ts)`);
      const saved = registry.get(name)!;
      if (saved.fresh) return ['F', name];
      skip = saved.skip ?? [];
    }
    const fields: [string, Encoded][] = [];
    for (const [key, item] of Object.entries(value)) {
      if (skip.includes(key)) continue;
      if (typeof item === 'function') throw new Error(`Não é possível salvar uma função em ${where}.${key}`);
      fields.push([key, encode(item, `${where}.${key}`)]);
    }
    return ['O', name, fields];
  };
  return { format: 1, root: encode(root, 'db'), objects };
}

export function decodeSnapshot(snapshot: Snapshot, registry: ReadonlyMap<string, SavedClass>): unknown {
  if (snapshot.format !== 1) throw new Error(`Formato de dados desconhecido: ${String(snapshot.format)}`);
  const shells: object[] = snapshot.objects.map((entry) => {
    switch (entry[0]) {
      case 'O': {
        const saved = entry[1] === null ? undefined : registry.get(entry[1]);
        if (entry[1] !== null && !saved) throw new Error(`Classe desconhecida nos dados: ${entry[1]}`);
        return Object.create(saved ? (saved.type.prototype as object) : Object.prototype) as object;
      }
      case 'A':
        return [];
      case 'M':
        return new Map();
      case 'S':
        return new Set();
      case 'D':
        return new Date(entry[1]);
      case 'R':
        return new RegExp(entry[1], entry[2]);
      case 'T':
        return new TYPED[entry[1] as TypedName](new Uint8Array(Buffer.from(entry[2], 'base64')).buffer);
      case 'F':
        return registry.get(entry[1])!.fresh!();
    }
  });
  const value = (encoded: Encoded): unknown => {
    if (encoded === null || typeof encoded !== 'object') return encoded;
    if ('r' in encoded) return shells[encoded.r];
    if ('u' in encoded) return undefined;
    return Number(encoded.n);
  };
  const revived: [SavedClass, object][] = [];
  snapshot.objects.forEach((entry, id) => {
    const shell = shells[id];
    if (entry[0] === 'O') {
      for (const [key, item] of entry[2]) (shell as Record<string, unknown>)[key] = value(item);
      const saved = entry[1] === null ? undefined : registry.get(entry[1]);
      if (saved?.revive) revived.push([saved, shell]);
    } else if (entry[0] === 'A') for (const item of entry[1]) (shell as unknown[]).push(value(item));
    else if (entry[0] === 'M') for (const [key, item] of entry[1]) (shell as Map<unknown, unknown>).set(value(key), value(item));
    else if (entry[0] === 'S') for (const item of entry[1]) (shell as Set<unknown>).add(value(item));
  });
  for (const [saved, shell] of revived) saved.revive!(shell);
  return value(snapshot.root);
}
