// Downloads are shared by every screen: web/src/lib/save-file.
export { fileNameOf, saveBlob } from '../../../lib/save-file';
