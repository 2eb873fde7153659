// Downloads are shared by every screen: web/src/lib/save-file.
export { saveBlob as saveFile } from '../../../lib/save-file';
