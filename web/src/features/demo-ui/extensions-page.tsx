// Placeholder until this screen is built: the shared "being prepared" page.
export { PendingPage as default } from '../../components/pending-page';
