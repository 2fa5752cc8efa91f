/**
 * Test data (Jest only, issue 17 item 1): what a broken or hostile parent page might post to the
 * bridge. None of these is a well-formed atualizaLateral or scroll; each must change nothing.
 */
export interface MalformedPayload {
  name: string;
  data: unknown;
}

const json = (value: Record<string, unknown>) => JSON.stringify(value);

export function malformedPayloads(timestamp: number): MalformedPayload[] {
  const refresh = (fields: Record<string, unknown>) => ({ action: 'atualizaLateral', idCotacao: 41, timestamp, ...fields });
  const scroll = (fields: Record<string, unknown>) => ({ action: 'scroll', top: 100, timestamp, ...fields });
  const texts: [string, string][] = [
    ['empty text', ''],
    ['blank text', '   '],
    ['not JSON', 'lixo'],
    ['truncated JSON', '{"action":"atualizaLateral","idCotacao":4'],
    ['JavaScript object literal', "{action:'atualizaLateral',idCotacao:41}"],
    ['JSON null', 'null'],
    ['JSON true', 'true'],
    ['JSON number', '41'],
    ['JSON string', '"atualizaLateral"'],
    ['JSON array', '[1,2]'],
    ['array of messages', `[${json(refresh({}))}]`],
    ['empty object', '{}'],
    ['more than 64 KB', json(refresh({ pad: 'x'.repeat(70_000) }))],
    ['deeply nested arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['__proto__ key', `{"action":"atualizaLateral","idCotacao":41,"timestamp":${timestamp},"__proto__":{"polluted":true}}`],
    ['constructor.prototype key', `{"action":"atualizaLateral","idCotacao":41,"timestamp":${timestamp},"constructor":{"prototype":{"polluted":true}}}`],
    ['prototype key', `{"action":"scroll","top":5,"timestamp":${timestamp},"prototype":{"isAdmin":true}}`],
    ['__proto__ key on scroll', `{"__proto__":{"isAdmin":true},"action":"scroll","top":5,"timestamp":${timestamp}}`],
  ];
  const fields: [string, Record<string, unknown>][] = [
    ['no idCotacao', refresh({ idCotacao: undefined })],
    ['idCotacao null', refresh({ idCotacao: null })],
    ['idCotacao true', refresh({ idCotacao: true })],
    ['idCotacao object', refresh({ idCotacao: { id: 41 } })],
    ['idCotacao array', refresh({ idCotacao: [41] })],
    ['idCotacao empty', refresh({ idCotacao: '' })],
    ['idCotacao letters', refresh({ idCotacao: 'abc' })],
    ['idCotacao digits then letters', refresh({ idCotacao: '12abc' })],
    ['idCotacao negative text', refresh({ idCotacao: '-5' })],
    ['idCotacao negative', refresh({ idCotacao: -5 })],
    ['idCotacao zero', refresh({ idCotacao: 0 })],
    ['idCotacao fraction', refresh({ idCotacao: 1.5 })],
    ['idCotacao beyond safe integers', refresh({ idCotacao: 1e20 })],
    ['idCotacao 400 digits', refresh({ idCotacao: '9'.repeat(400) })],
    ['idCotacao with spaces', refresh({ idCotacao: ' 41 ' })],
    ['idCotacao full-width digits', refresh({ idCotacao: '４１' })],
    ['idCotacao HTML', refresh({ idCotacao: '<img src=x onerror=alert(1)>' })],
    ['no timestamp', refresh({ timestamp: undefined })],
    ['timestamp text', refresh({ timestamp: 'agora' })],
    ['timestamp null', refresh({ timestamp: null })],
    ['no action', refresh({ action: undefined })],
    ['action in capitals', refresh({ action: 'ATUALIZALATERAL' })],
    ['action with a space', refresh({ action: ' atualizaLateral' })],
    ['action array', refresh({ action: ['atualizaLateral'] })],
    ['action nested message', refresh({ action: refresh({}) })],
    ['action HTML', refresh({ action: '<script>alert(1)</script>' })],
    ['outbound action home', refresh({ action: 'home' })],
    ['outbound action menuClick', refresh({ action: 'menuClick', menu: 'Pedidos' })],
    ['outbound action tolvnow', refresh({ action: 'tolvnow' })],
    ['scroll without top', scroll({ top: undefined })],
    ['scroll top text', scroll({ top: '100' })],
    ['scroll top negative', scroll({ top: -1 })],
    ['scroll top beyond any page', scroll({ top: 1e9 })],
    ['scroll top null', scroll({ top: null })],
    ['scroll top object', scroll({ top: { y: 100 } })],
    ['scroll top array', scroll({ top: [100] })],
    ['scroll top HTML', scroll({ top: '<b>100</b>' })],
  ];
  const throwing = { action: 'atualizaLateral', idCotacao: 41 };
  Object.defineProperty(throwing, 'timestamp', {
    enumerable: true,
    get() {
      throw new Error('getter hostil');
    },
  });
  const objects: [string, unknown][] = [
    ['undefined', undefined],
    ['null', null],
    ['a number', 41],
    ['NaN', Number.NaN],
    ['an array object', [refresh({})]],
    ['idCotacao NaN', refresh({ idCotacao: Number.NaN })],
    ['idCotacao Infinity', refresh({ idCotacao: Number.POSITIVE_INFINITY })],
    ['timestamp NaN', refresh({ timestamp: Number.NaN })],
    ['timestamp Infinity', refresh({ timestamp: Number.POSITIVE_INFINITY })],
    ['scroll top NaN', scroll({ top: Number.NaN })],
    ['scroll top Infinity', scroll({ top: Number.POSITIVE_INFINITY })],
    ['scroll top -Infinity', scroll({ top: Number.NEGATIVE_INFINITY })],
    ['a Date', new Date(timestamp)],
    ['a Map', new Map([['action', 'atualizaLateral']])],
    ['a String object', new String(json(refresh({})).slice(1))],
    ['an ArrayBuffer', new ArrayBuffer(8)],
    ['own __proto__ property', Object.defineProperty(refresh({}), '__proto__', { value: { polluted: true }, enumerable: true })],
    ['a getter that throws', throwing],
    [
      'a proxy that throws',
      new Proxy(refresh({}), {
        get() {
          throw new Error('proxy hostil');
        },
        has() {
          throw new Error('proxy hostil');
        },
        getOwnPropertyDescriptor() {
          throw new Error('proxy hostil');
        },
      }),
    ],
  ];
  return [
    ...texts.map(([name, data]) => ({ name, data })),
    ...fields.map(([name, value]) => ({ name, data: json(value) })),
    ...objects.map(([name, data]) => ({ name, data })),
  ];
}
