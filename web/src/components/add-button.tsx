import { Plus } from 'lucide-react';

/** The "Add …" button at the head of an app's sidebar (add event, add task): a plus and its words. */
export function AddButton({ label, className, onClick }: { label: string; className: string; onClick: () => void }) {
  return (
    <button type="button" className={`p-button ${className}`} onClick={onClick}>
      <Plus size={18} aria-hidden="true" />
      <span>{label}</span>
    </button>
  );
}
