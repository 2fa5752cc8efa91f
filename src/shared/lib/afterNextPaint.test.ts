import { afterNextPaint, paintAwaited } from './afterNextPaint';

/** Frames under fake timers: a frame every 16 ms; counts the frames asked for. */
function frames() {
  let asked = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    asked += 1;
    return setTimeout(() => callback(performance.now()), 16) as unknown as number;
  });
  return { asked: () => asked };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}

describe('waiting for the frame of a click before rendering its answer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('started with the request, an answer that comes after the frame was painted goes on at once (no further frame)', async () => {
    const frame = frames();
    const painted = paintAwaited();
    jest.advanceTimersByTime(40); // the click's frame is painted while the request runs
    expect(await settled(painted())).toBe(true);
    expect(frame.asked()).toBe(1);
  });

  it('an answer that comes before the frame still waits for it', async () => {
    frames();
    const painted = paintAwaited();
    expect(await settled(painted())).toBe(false);
    jest.advanceTimersByTime(20);
    expect(await settled(painted())).toBe(true);
  });

  it('started only once the answer is in, the wait costs another frame', async () => {
    const frame = frames();
    jest.advanceTimersByTime(40);
    const late = afterNextPaint();
    expect(await settled(late)).toBe(false);
    expect(frame.asked()).toBe(1);
  });

  it('when the frame is late (a busy main thread), the wait after the answer is at most maxWait counted from the answer', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0); // no frame comes
    const painted = paintAwaited(100);
    jest.advanceTimersByTime(150); // the request took longer than maxWait
    const wait = painted();
    expect(await settled(wait)).toBe(false);
    jest.advanceTimersByTime(100);
    expect(await settled(wait)).toBe(true);
  });
});
