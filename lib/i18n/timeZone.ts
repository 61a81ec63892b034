/**
 * The newsroom's time zone: every time on a page (server and browser) is told in it. A module of its own, so
 * the browser's providers take this one constant and not the locale tables.
 */
export const TIME_ZONE = 'Asia/Shanghai';
