import { Button, Slider } from 'contracts/ui';
import * as texts from '../../texts';

/** "Excluir" beside a row of an editor, for those who may edit; its accessible name says which row. */
export function RemoveButton({ name, canEdit, onClick, className }: { name: string; canEdit: boolean; onClick: () => void; className?: string }) {
  if (!canEdit) return null;
  return (
    <Button className={className} variant="link" onClick={onClick} aria-label={`${texts.analyses.remove} ${name}`}>
      {texts.analyses.remove}
    </Button>
  );
}

interface ImportanceSliderProps {
  /** The name of what it weighs, in its accessible name. */
  of: string;
  value: number;
  canEdit: boolean;
  onChange: (importance: number) => void;
  className?: string;
}

/** The importance (0 to 10) of a row of an editor. */
export function ImportanceSlider({ of, value, canEdit, onChange, className }: ImportanceSliderProps) {
  return (
    <Slider
      className={className}
      kind="importance"
      label={texts.analyses.importance}
      value={value}
      disabled={!canEdit}
      onChange={onChange}
      aria-label={`${texts.analyses.importance} de ${of}`}
    />
  );
}
