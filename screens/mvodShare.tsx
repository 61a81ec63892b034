/** mvodShare/:id.html — a short video as shared, with the invitation to the app: see minVideoDetail. */
export { default } from './minVideoDetail';
