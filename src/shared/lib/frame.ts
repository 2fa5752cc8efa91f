/** True when the app runs inside a frame (a parent page); standalone, screens act on their own. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // a cross-origin parent makes `top` unreadable in some browsers
  }
}
