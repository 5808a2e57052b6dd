// What other features may use of the profile feature.
export { PhotoViewer } from './photo-viewer';
