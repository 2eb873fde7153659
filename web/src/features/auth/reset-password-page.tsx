import { PendingPage } from '../misc/pending-page';

export default PendingPage;
