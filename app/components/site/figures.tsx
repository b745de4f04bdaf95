/** A figure and what it counts; the label names it for screen readers, the value is shown first. */
export type Figure = readonly [value: string, label: string];

interface FiguresProps {
  figures: readonly Figure[];
  className: string;
  itemClass?: string;
  labelClass: string;
  valueClass: string;
}

/** A row of big numbers under their labels: a description list whose value is drawn above its term. */
export function Figures({ figures, className, itemClass, labelClass, valueClass }: FiguresProps) {
  return (
    <dl className={className}>
      {figures.map(([value, label]) => (
        <div key={label} className={itemClass ? `flex flex-col-reverse ${itemClass}` : "flex flex-col-reverse"}>
          <dt className={labelClass}>{label}</dt>
          <dd className={valueClass}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
